"""Keeping secrets out of records: every string the model agent writes passes through `Redactor`.

The provider key never enters the sandbox (commands get a fixed environment), so it cannot come
back in a command's output; this is the second line: provider error messages, request summaries
and logs are scrubbed of the values of secret-looking environment variables.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable, Mapping
from typing import Any

SECRET_NAME = re.compile(r"(API_?KEY|TOKEN|SECRET|PASSWORD|ACCESS_KEY|CREDENTIALS)", re.IGNORECASE)
MIN_SECRET_LEN = 8
MASK = "[redacted]"


class Redactor:
    def __init__(self, secrets: Iterable[str] = ()):
        values = {s for s in secrets if s and len(s) >= MIN_SECRET_LEN}
        self._secrets = sorted(values, key=len, reverse=True)  # longest first: no partial leftovers

    @classmethod
    def from_environment(cls, environ: Mapping[str, str] | None = None, extra: Iterable[str] = ()) -> Redactor:
        env = os.environ if environ is None else environ
        found = [value for name, value in env.items() if SECRET_NAME.search(name)]
        return cls([*found, *extra])

    def text(self, s: str) -> str:
        for secret in self._secrets:
            if secret in s:
                s = s.replace(secret, MASK)
        return s

    def value(self, v: Any) -> Any:
        """Strings anywhere inside dicts, lists and tuples, scrubbed."""
        if not self._secrets:
            return v
        if isinstance(v, str):
            return self.text(v)
        if isinstance(v, dict):
            return {k: self.value(x) for k, x in v.items()}
        if isinstance(v, (list, tuple)):
            return [self.value(x) for x in v]
        return v
