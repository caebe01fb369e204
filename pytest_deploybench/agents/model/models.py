"""Model names: the `--agent` aliases, and which environment variable holds each provider's key.

`--agent=claude|gpt|gemini` picks the model below unless `--model` names another one;
`--agent=llm --model=PROVIDER/NAME` takes any litellm model. Keep this table current: it is the
only place the default model ids live (docs/MODEL_AGENT.md lists them).
"""

from __future__ import annotations

from ...errors import FatalRunError

# alias -> litellm model id ("provider/name"); checked against litellm's price table by the tests.
ALIASES: dict[str, str] = {
    "claude": "anthropic/claude-sonnet-5",
    "gpt": "openai/gpt-5.5",
    "gemini": "gemini/gemini-3.1-pro-preview",
}

# provider -> environment variables litellm reads the key from (the first is the one to tell users).
KEY_ENV: dict[str, tuple[str, ...]] = {
    "anthropic": ("ANTHROPIC_API_KEY",),
    "openai": ("OPENAI_API_KEY",),
    "gemini": ("GEMINI_API_KEY", "GOOGLE_API_KEY"),
    "azure": ("AZURE_API_KEY",),
    "mistral": ("MISTRAL_API_KEY",),
    "deepseek": ("DEEPSEEK_API_KEY",),
    "xai": ("XAI_API_KEY",),
    "groq": ("GROQ_API_KEY",),
    "openrouter": ("OPENROUTER_API_KEY",),
    "together_ai": ("TOGETHERAI_API_KEY", "TOGETHER_API_KEY"),
}

# Bare names litellm would route by their prefix.
_BARE_PREFIXES = (
    ("claude", "anthropic"),
    ("gpt-", "openai"),
    ("o1", "openai"),
    ("o3", "openai"),
    ("o4", "openai"),
    ("gemini", "gemini"),
)


def resolve_model(agent_name: str, model: str | None) -> str:
    """The litellm model id for `--agent=agent_name [--model=model]`.

    `--model` always wins (an alias name is expanded there too); without it the agent name must be
    an alias. Raises FatalRunError (the whole run is misconfigured) otherwise.
    """
    if model:
        return ALIASES.get(model.strip(), model.strip())
    if agent_name in ALIASES:
        return ALIASES[agent_name]
    aliases = ", ".join(f"--agent={a}" for a in ALIASES)
    raise FatalRunError(
        f"--agent={agent_name} needs --model PROVIDER/NAME (any litellm model, e.g. {ALIASES['claude']}), "
        f"or use one of {aliases}"
    )


def provider_of(model: str) -> str:
    """The provider part of a litellm model id (`anthropic/claude-x` -> anthropic)."""
    if "/" in model:
        return model.split("/", 1)[0]
    for prefix, provider in _BARE_PREFIXES:
        if model.startswith(prefix):
            return provider
    return "unknown"


def key_env_names(model: str) -> tuple[str, ...]:
    return KEY_ENV.get(provider_of(model), ())
