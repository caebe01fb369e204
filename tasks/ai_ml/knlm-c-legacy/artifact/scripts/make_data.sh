#!/bin/bash
# Regenerate the Markov-prose corpus of the paper into data/markov-prose/ (the tarball in data/
# holds the same files) and pack it again.
set -e
cd "$(dirname "$0")/.."
mkdir -p data/markov-prose
python3 tools/make_corpus.py --seed 5 --sentences 4000 --out data/markov-prose/train.txt
python3 tools/make_corpus.py --seed 6 --sentences 500 --out data/markov-prose/valid.txt
wc -l data/markov-prose/*.txt
if [ "$1" = "--pack" ]; then
    tar -C data -cJf data/markov-prose.tar.xz markov-prose
    echo "packed data/markov-prose.tar.xz"
fi
