#!/bin/bash
# Reference deployment of secondhit-cache-java (run in the workdir).
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends default-jdk-headless ant python3 >/dev/null

# javac 17 rejects -source/-target 1.5 ("Source option 5 is no longer supported")
sed -i 's/source="1.5" target="1.5"/source="1.8" target="1.8"/' build.xml
# sun.misc.BASE64Encoder was removed in JDK 9
sed -i 's/^import sun.misc.BASE64Encoder;/import java.util.Base64;/; s/new BASE64Encoder().encode(md.digest())/Base64.getEncoder().encodeToString(md.digest())/' \
    src/org/cachelab/sim/Trace.java
# PermGen (JDK 8) and the CMS collector (JDK 14) are gone: the JVM refuses to start
echo "-server -Xmx1024m" > conf/jvm.options

bash run_fig3.sh
