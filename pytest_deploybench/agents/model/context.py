"""The conversation sent to the model, and keeping it inside the context window.

Sizes are estimated from characters, calibrated on each reply's real prompt-token count (no
tokenizer runs on the host). Trimming never touches the system prompt, the task message or the
model's own tool calls' structure; it replaces old observations with a one-line note (the full
text stays in the trajectory). In order, as the window demands:

1. observations older than the `keep_recent` latest;
2. long arguments of old tool calls (file contents written with create, say) and long old texts;
3. every observation but the latest;
4. the latest observation, cut to `LAST_OBSERVATION_FLOOR` characters.

When nothing is left to trim and the conversation still does not fit, the run ends with
`context_limit`.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field

TRIM_AT = 0.85  # trim when the estimate passes this share of the window...
TRIM_TO = 0.60  # ...down to this share (so trimming, which breaks prompt caching, is rare)
LAST_OBSERVATION_FLOOR = 2_000
OLD_TEXT_LIMIT = 1_000  # old assistant texts and tool-call arguments longer than this get shortened
INITIAL_CHARS_PER_TOKEN = 3.0  # conservative until the first reply calibrates it


def elided_note(chars: int) -> str:
    return (
        f"[deploybench elided this observation ({chars:,} characters) to keep the conversation inside the "
        "model's context window; run the tool again if you need it]"
    )


@dataclass
class Conversation:
    system: str
    task: str
    tools_chars: int = 0  # size of the tool schemas, sent with every request
    messages: list[dict] = field(default_factory=list)
    chars_per_token: float = INITIAL_CHARS_PER_TOKEN
    _observations: list[int] = field(default_factory=list)  # indexes of observation messages
    _elided: set[int] = field(default_factory=set)
    _shortened: set[int] = field(default_factory=set)
    _cut: set[int] = field(default_factory=set)

    def __post_init__(self):
        self.messages = [{"role": "system", "content": self.system}, {"role": "user", "content": self.task}]

    # -- building ------------------------------------------------------------------------------
    def add_assistant(self, message: dict) -> None:
        self.messages.append(message)

    def add_tool_result(self, call_id: str, text: str) -> None:
        self._observations.append(len(self.messages))
        self.messages.append({"role": "tool", "tool_call_id": call_id, "content": text})

    def add_observation_text(self, text: str) -> None:
        """An observation sent as a user message (tool calls parsed from text)."""
        self._observations.append(len(self.messages))
        self.messages.append({"role": "user", "content": text})

    def add_user(self, text: str) -> None:
        self.messages.append({"role": "user", "content": text})

    # -- size ----------------------------------------------------------------------------------
    def chars(self) -> int:
        total = self.tools_chars
        for m in self.messages:
            total += _message_chars(m)
        return total

    def estimate_tokens(self) -> int:
        return int(self.chars() / self.chars_per_token)

    def calibrate(self, request_chars: int, prompt_tokens: int) -> None:
        if prompt_tokens > 200:
            self.chars_per_token = min(8.0, max(1.0, request_chars / prompt_tokens))

    @property
    def elided(self) -> int:
        return len(self._elided)

    # -- trimming ------------------------------------------------------------------------------
    def fit(self, window: int, keep_recent: int) -> tuple[int, bool]:
        """Trim ahead of a call so the estimate stays inside `window` tokens.

        Returns (messages changed, fits). Routine trimming (levels 1 and 2) starts at TRIM_AT of
        the window and goes down to TRIM_TO; the deeper levels only run when still over the window.
        """
        if self.estimate_tokens() <= window * TRIM_AT:
            return 0, True
        target = window * TRIM_TO
        changed = self._elide_observations(keep=keep_recent, target=target)
        if self.estimate_tokens() > target:
            changed += self._shorten_old(keep=keep_recent, target=target)
        while self.estimate_tokens() > window:
            step = self.shrink()
            if not step:
                return changed, False
            changed += step
        return changed, True

    def shrink(self, keep_recent: int | None = None) -> int:
        """One deeper level of trimming (after the provider said the request is too long).

        Returns how many messages changed; 0 when nothing is left to trim.
        """
        for level in (
            lambda: self._elide_observations(keep=keep_recent or 0) if keep_recent else 0,
            lambda: self._shorten_old(keep=1),
            lambda: self._elide_observations(keep=1),
            self._cut_last_observation,
        ):
            changed = level()
            if changed:
                return changed
        return 0

    def _elide_observations(self, keep: int, target: float | None = None) -> int:
        candidates = self._observations[:-keep] if keep else list(self._observations)
        changed = 0
        for i in candidates:
            if target is not None and self.estimate_tokens() <= target:
                break
            if i in self._elided:
                continue
            m = self.messages[i]
            m["content"] = elided_note(len(_text(m.get("content"))))
            self._elided.add(i)
            changed += 1
        return changed

    def _shorten_old(self, keep: int, target: float | None = None) -> int:
        """Shorten long assistant texts and long string arguments of tool calls, oldest first,
        except in the last `keep` assistant messages."""
        assistants = [i for i, m in enumerate(self.messages) if m.get("role") == "assistant"]
        changed = 0
        for i in assistants[:-keep] if keep else assistants:
            if target is not None and self.estimate_tokens() <= target:
                break
            if i in self._shortened:
                continue
            m = self.messages[i]
            touched = False
            content = m.get("content")
            if isinstance(content, str) and len(content) > OLD_TEXT_LIMIT:
                m["content"] = content[:OLD_TEXT_LIMIT] + f" [... {len(content) - OLD_TEXT_LIMIT:,} characters elided]"
                touched = True
            for tc in m.get("tool_calls") or []:
                fn = tc.get("function") or {}
                args = fn.get("arguments") or ""
                if len(args) > OLD_TEXT_LIMIT:
                    fn["arguments"] = _shorten_arguments(args)
                    touched = True
            if touched:  # thinking blocks only matter for the latest turn
                m.pop("thinking_blocks", None)
            self._shortened.add(i)
            changed += touched
        return changed

    def _cut_last_observation(self) -> int:
        live = [i for i in self._observations if i not in self._elided]
        if not live or live[-1] in self._cut:
            return 0
        self._cut.add(live[-1])
        m = self.messages[live[-1]]
        text = _text(m.get("content"))
        if len(text) <= LAST_OBSERVATION_FLOOR:
            return 0
        half = LAST_OBSERVATION_FLOOR // 2
        m["content"] = (
            text[:half] + f"\n[... {len(text) - LAST_OBSERVATION_FLOOR:,} characters elided to fit the "
            "context window ...]\n" + text[-half:]
        )
        return 1


def _text(content) -> str:
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "".join(str(p.get("text", "")) for p in content if isinstance(p, dict))
    return "" if content is None else str(content)


def _message_chars(m: dict) -> int:
    n = len(_text(m.get("content"))) + 16
    for tc in m.get("tool_calls") or []:
        fn = tc.get("function") or {}
        n += len(fn.get("name") or "") + len(fn.get("arguments") or "") + 16
    return n


def _shorten_arguments(args: str) -> str:
    """Long string values of a JSON arguments object replaced by a note; stays valid JSON."""
    try:
        value = json.loads(args)
    except ValueError:
        return json.dumps({"elided": f"{len(args):,} characters of arguments"})
    if not isinstance(value, dict):
        return json.dumps({"elided": f"{len(args):,} characters of arguments"})
    out = {}
    for k, v in value.items():
        if isinstance(v, str) and len(v) > 200:
            out[k] = v[:120] + f" [... {len(v) - 120:,} characters elided]"
        else:
            out[k] = v
    return json.dumps(out, ensure_ascii=False)
