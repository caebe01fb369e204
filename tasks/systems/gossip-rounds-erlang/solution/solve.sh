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

make clean all
make test
bash run_table3.sh
