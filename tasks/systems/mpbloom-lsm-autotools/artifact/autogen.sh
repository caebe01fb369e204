#!/bin/sh
# autogen.sh - regenerate the build system (needs autoconf 2.59+, automake 1.9+, libtool)
set -e
cd "$(dirname "$0")"
mkdir -p m4 build-aux
aclocal -I m4
libtoolize --copy --force
autoheader
automake --add-missing --copy
autoconf
echo "now run ./configure && make"
