import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "src"))

from intentq.tokenizer import WordPieceTokenizer, normalize, pre_tokenize  # noqa: E402

FIXTURE = os.path.join(os.path.dirname(__file__), "fixtures", "vocab_tiny.json")


def test_normalize_strips_accents_and_case():
    assert normalize("Café ÖL") == "cafe ol"


def test_pre_tokenize_splits_punctuation():
    assert pre_tokenize("turn on, please!") == ["turn", "on", ",", "please", "!"]


def test_roundtrip_on_known_words():
    tok = WordPieceTokenizer.from_file(FIXTURE)
    ids = tok.encode("turn the lights")
    assert tok.decode(ids) == "turn the lights"


def test_unknown_character_gives_unk():
    tok = WordPieceTokenizer.from_file(FIXTURE)
    assert tok.encode("\u2603") == [tok.unk_id]


def test_vocab_must_start_with_specials():
    try:
        WordPieceTokenizer(["a", "b"])
    except ValueError:
        return
    raise AssertionError("expected ValueError")
