"""Small text helpers shared by the terminal lines and the reports (no imports of the package's
own, so that any module can use them)."""

from __future__ import annotations


def plural(n: int, word: str) -> str:
    """`1 attempt`, `0 attempts`, `2 attempts`: the count and the word, with an `s` unless n is 1."""
    return f"{n} {word}{'s' * (n != 1)}"


def usd(value: float, *, cents_from_100: bool = False) -> str:
    """Dollars to a hundredth of a cent, `$0.0042` (a model call costs fractions of a cent), as the
    terminal and the report's timeline write a cost. `cents_from_100`: as the report writes its
    figures, thousands grouped and to the cent from $100 up (`$1,234.57`)."""
    if cents_from_100:
        return f"${value:,.2f}" if value >= 100 else f"${value:,.4f}"
    return f"${value:.4f}"
