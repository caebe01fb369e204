#!/bin/bash
# Reference deployment of secondhit-cache-java (run in the workdir).
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends default-jdk-headless ant python3 >/dev/null

# javac 17 rejects -source/-target 1.5 ("Source option 5 is no longer supported")
sed -i 's/source="1.5" target="1.5"/source="1.8" target="1.8"/g' build.xml
# sun.misc.BASE64Encoder was removed in JDK 9
for f in src/org/cachelab/sim/SyntheticTrace.java src/org/cachelab/sim/LogTrace.java; do
    sed -i 's/^import sun.misc.BASE64Encoder;/import java.util.Base64;/; s/new BASE64Encoder().encode(md.digest())/Base64.getEncoder().encodeToString(md.digest())/' "$f"
done
# PermGen (JDK 8) and the CMS collector (JDK 14) are gone: the JVM refuses to start
echo "-server -Xmx1024m" > conf/jvm.options

# Silent: the warm-up day ends at midnight of the JVM's default time zone (UTC in
# this container), not of the node that wrote the log. Use the offset the log states.
python3 - <<'PY'
p = "src/org/cachelab/sim/LogTrace.java"
s = open(p).read()
s = s.replace("    private long firstTime;\n", "    private long firstTime;\n    private String firstZone;\n", 1)
s = s.replace("            seq.add(id.intValue());\n",
              "            if (firstZone == null) {\n"
              "                firstZone = line.substring(line.indexOf(']') - 5, line.indexOf(']'));\n"
              "            }\n"
              "            seq.add(id.intValue());\n", 1)
s = s.replace("measureStart = startOfDay(firstTime, warmupDays);",
              "measureStart = startOfDay(firstTime, warmupDays, firstZone);", 1)
s = s.replace("    public long skipped() {",
              "    /** Midnight in the node's local time, as its log states it (e.g. -0800). */\n"
              "    static long startOfDay(long t, int days, String zone) {\n"
              "        java.util.TimeZone tz = java.util.TimeZone.getTimeZone(\n"
              "                \"GMT\" + zone.substring(0, 3) + \":\" + zone.substring(3, 5));\n"
              "        Calendar c = Calendar.getInstance(tz);\n"
              "        c.setTimeInMillis(t);\n"
              "        c.set(Calendar.HOUR_OF_DAY, 0);\n"
              "        c.set(Calendar.MINUTE, 0);\n"
              "        c.set(Calendar.SECOND, 0);\n"
              "        c.set(Calendar.MILLISECOND, 0);\n"
              "        c.add(Calendar.DAY_OF_MONTH, days);\n"
              "        return c.getTimeInMillis();\n"
              "    }\n\n"
              "    public long skipped() {", 1)
assert s.count("firstZone") == 4 and "TimeZone" in s
open(p, "w").write(s)
PY

ant -q test
bash run_fig3.sh
