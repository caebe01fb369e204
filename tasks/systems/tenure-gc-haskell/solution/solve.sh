#!/bin/bash
# Reference deployment of tenure-gc-haskell (run in the workdir by the oracle).
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive

# Toolchain and the Haskell libraries from Debian (stack, its resolver and
# Hackage are out of reach); python3 for scripts/make_table.py.
apt-get update -qq
apt-get install -y -qq --no-install-recommends \
  ghc cabal-install libghc-split-dev libghc-optparse-applicative-dev python3 >/dev/null

# cabal-install without a package index: no remote repository, only the
# global package database that the Debian packages fill.
mkdir -p "$HOME/.cabal"
printf 'jobs: $ncpus\n' > "$HOME/.cabal/config"

# Bounds written for GHC 8.6/8.8 exclude bookworm's GHC 9.0 libraries.
sed -i -e 's/base              >=4.9   && <4.13/base              >=4.9   \&\& <5/' \
       -e 's/containers        ^>=0.5.11/containers        >=0.5.11 \&\& <0.7/' \
       -e 's/optparse-applicative >=0.14 && <0.16/optparse-applicative >=0.14 \&\& <0.17/' \
       tenuresim.cabal

# The project file drags in a git fork nobody uses any more; stack.yaml built
# the paper's numbers with the bounded-survivor flag on: keep it on for cabal.
cat > cabal.project <<'PROJ'
packages: .

package tenuresim
  flags: +bounded-survivor
PROJ

# GHC >= 8.8 (MonadFail), base >= 4.11 (Semigroup superclass of Monoid),
# containers >= 0.6 (foldWithKey removed).
sed -i 's/\[k, v\] <- return (map strip (splitOn "=" line))/let [k, v] = map strip (splitOn "=" line)/' \
  src/TenureSim/Config.hs
sed -i 's/^instance Monoid GcStats where/instance Semigroup GcStats where\n  (<>) = mappend\n\ninstance Monoid GcStats where/' \
  src/TenureSim/Stats.hs
sed -i 's/M\.foldWithKey/M.foldrWithKey/' src/TenureSim/Sweep.hs

# The sites tables have CRLF line ends (exported on Windows, where GHC's text
# mode drops the CR); on Linux the last column keeps a '\r' and every site
# silently becomes "medium".  Strip it when parsing.
sed -i "s/zip \[1 :: Int ..\] (lines txt)/zip [1 :: Int ..] (map (filter (\/= '\\\\r')) (lines txt))/" \
  src/TenureSim/Sites.hs
grep -q "filter (/= '\\\\r')" src/TenureSim/Sites.hs

cabal build -v1 exe:tenuresim
mkdir -p bin
cp "$(cabal list-bin exe:tenuresim)" bin/tenuresim

bin/tenuresim demo --golden golden/demo.txt
bash run_table2.sh
