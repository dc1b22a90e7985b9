// The system SQLite (Linux: libsqlite3-dev through pkg-config; Apple: the SDK's SQLite3).
#ifndef ZK_CSQLITE_SHIM_H
#define ZK_CSQLITE_SHIM_H

#include <sqlite3.h>

// SQLITE_TRANSIENT is a cast macro Swift cannot import: SQLite copies the bound bytes at once.
static inline sqlite3_destructor_type csqlite_transient(void) {
    return SQLITE_TRANSIENT;
}

#endif
