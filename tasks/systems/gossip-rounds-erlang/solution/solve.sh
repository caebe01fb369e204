#!/bin/bash
# Reference deployment of gossip-rounds-erlang (run in the workdir).
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends erlang-base erlang-dev erlang-eunit make python3 >/dev/null

# OTP 25 flags the legacy `random` module and erlang:now/0-era code as deprecated;
# +warnings_as_errors turns that into a build failure.
sed -i 's/ +warnings_as_errors//' Makefile
# crypto:md5/1 was removed (OTP 20); erlang:md5/1 is a BIF with the same result
# and needs no crypto application.
sed -i 's/crypto:md5(Raw)/erlang:md5(Raw)/' src/gossip_main.erl

# the median picked element round(K/2) of the sorted rounds: right for an odd
# number of seeds, but for an even number it is one middle run (lower or upper,
# by Erlang's round-half-away) instead of the mean of the two middle runs.
python3 - <<'PY'
p = "src/gossip_main.erl"
s = open(p).read()
old = "    float(lists:nth(round(length(Sorted) / 2), Sorted))."
new = ("    K = length(Sorted),\n"
       "    (lists:nth((K + 1) div 2, Sorted) + lists:nth(K div 2 + 1, Sorted)) / 2.")
assert old in s
open(p, "w").write(s.replace(old, new))
PY

make clean all
make test
bash run_table3.sh
