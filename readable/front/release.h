/*
 * release.h -- the release of this project (its programs, documents and
 * tests), the one place it is written: `--version`, UCI's `id name`,
 * xboard's `myname` and `make dist`'s tarball name all take it from here.
 * micro-Max's own version (4.0, 4.2, 4.3, 4.8) is another number: the
 * build's, VERSION_NAME in engine/version.h.
 */
#ifndef UMAX_RELEASE_H
#define UMAX_RELEASE_H

#define RELEASE_VERSION "1.0.0"

#endif
