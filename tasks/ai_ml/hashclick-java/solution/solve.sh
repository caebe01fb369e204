#!/usr/bin/env bash
# Reference deployment of hashclick: Maven cannot reach its repository here and Debian bookworm
# ships JDK 17, while the code uses three Java 21 library methods. Build with plain javac after
# a minimal source repair, do what Maven's resources and jar phases do, and package the jar
# where run_table.py expects it.
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends openjdk-17-jdk-headless python3 >/dev/null
J=src/main/java/org/hashclick
# Math.clamp (Java 21) -> min/max; List.getFirst/getLast (SequencedCollection, Java 21) -> get()
sed -i 's/Math\.clamp(z, -35\.0, 35\.0)/Math.max(-35.0, Math.min(35.0, z))/' $J/OnlineLogReg.java
sed -i 's/Math\.clamp(p\[i\], 1e-12, 1 - 1e-12)/Math.max(1e-12, Math.min(1 - 1e-12, p[i]))/' $J/Metrics.java
sed -i 's/order\.getFirst()/order.get(0)/; s/order\.getLast()/order.get(order.size() - 1)/' $J/Metrics.java
sed -i 's/lines\.getFirst()/lines.get(0)/; s/header\.getFirst()/header.get(0)/' $J/Main.java
rm -rf target && mkdir -p target/classes
javac --release 17 -d target/classes $(find src/main/java -name '*.java')
# What Maven's resources phase does (pom.xml: <filtering>true</filtering>): a filtered copy of the
# bundled defaults. The salt is hash.salt + "-" + the jar's Implementation-Version, which only
# maven-jar-plugin's addDefaultImplementationEntries writes into the manifest.
sed -e 's/\${project\.artifactId}/hashclick/g' -e 's/\${project\.version}/1.0/g' \
    src/main/resources/hashclick.properties > target/classes/hashclick.properties
printf 'Implementation-Title: hashclick\nImplementation-Version: 1.0\n' > target/MANIFEST.MF
jar --create --file target/hashclick-1.0.jar --manifest target/MANIFEST.MF --main-class org.hashclick.Main \
    -C target/classes .
python3 run_table.py
