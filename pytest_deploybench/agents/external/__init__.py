"""`--agent=external`: an attempt whose agent lives outside the harness (docs/AGENTS.md).

`agent` is the waiting attempt, `channel` the local socket and entry files it is reached by,
`cli` the `deploybench attempt` commands; `readyline.py` (a harness module) shows its ready line on
pytest's terminal. Nothing is imported here, so the command line loads only what it uses.
"""
