"""The built-in model agent: a tool-calling loop through litellm (`--agent=claude|gpt|gemini|llm`).

One role per file: `config` (options -> settings, every default), `models` (aliases, provider
keys), `provider` (litellm calls: retries, usage, cost), `prompts` (what the model is told),
`toolkit` (tool plumbing: argument checks, output cuts), `tools` (the default profile),
`mlagentbench` (MLAgentBench's action set), `context` (the conversation and its trimming),
`redact` (no secrets in records), `loop` (the agent). litellm is imported inside `provider`'s
functions only: choosing another agent never loads it. Documentation: docs/MODEL_AGENT.md.
"""

from .loop import ModelAgent

__all__ = ["ModelAgent"]
