#!/bin/bash
# Print the toolchain the runs will use (for the lab notebook).
echo "java:   $(java -version 2>&1 | head -1)"
echo "javac:  $(javac -version 2>&1 | head -1)"
echo "ant:    $(ant -version 2>&1 | head -1)"
echo "python: $(python3 --version 2>&1)"
echo "flags:  $(cat "$(dirname "$0")/../conf/jvm.options")"
