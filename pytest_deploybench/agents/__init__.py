"""Agents: the interface (`base`), the reference agents (`builtin`) and name resolution (`registry`)."""

from .base import Agent, AgentContext, AgentFactory, AgentOptions, AgentResult, EndReason, TaskView

__all__ = ["Agent", "AgentContext", "AgentFactory", "AgentOptions", "AgentResult", "EndReason", "TaskView"]
