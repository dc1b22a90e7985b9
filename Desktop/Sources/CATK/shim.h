// ATK, its AT-SPI bridge and GDBus for the desktop's accessibility bridge (D-0413). Swift does not
// use these headers itself; they give the C target CAtkBridge its compiler and linker flags.
#ifndef ZAHLENKETTE_CATK_SHIM_H
#define ZAHLENKETTE_CATK_SHIM_H

#include <atk/atk.h>
#include <atk-bridge.h>
#include <gio/gio.h>

#endif
