// cairo for the printable report (issue 16): PDF surfaces and the toy text API, which finds the
// app's font through fontconfig.
#ifndef ZAHLENKETTE_CCAIRO_SHIM_H
#define ZAHLENKETTE_CCAIRO_SHIM_H

#include <cairo/cairo.h>
#include <cairo/cairo-pdf.h>

#endif
