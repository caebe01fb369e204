"""`deploybench doctor` on the engine's DNS forwarding from internal networks (no Docker needed).

Docker Engine releases before 26.0.0, 25.0.5 and 23.0.11 (CVE-2024-29018, GHSA-mq39-4gv4-mvpx) may
forward a container's DNS queries from an `internal` network to outside resolvers: a sandbox could
carry data out in the names it looks up, past the egress point. The versions come from the advisory
and the 25.0.5 and 26.0.0-rc3 release notes (moby/moby#47589)."""

from __future__ import annotations

from pytest_deploybench.sandbox.docker.doctor import OK, WARN, check_engine_dns


def test_doctor_warns_on_an_engine_older_than_the_dns_forwarding_fix():
    """Each release line's first fixed version is OK and the one before it a WARN; Debian's
    20.10.24+dfsg1 (this machine's) and the unfixed 24.0 line warn. Before (checked) doctor said
    nothing of it: there was no such check."""
    verdicts = {v: check_engine_dns(v, ["10.255.255.53"]).status for v in (
        "20.10.24+dfsg1", "23.0.10", "23.0.11", "24.0.9", "25.0.4", "25.0.5", "26.0.0", "27.3.1", "v28.0.1")}
    assert verdicts == {"20.10.24+dfsg1": WARN, "23.0.10": WARN, "23.0.11": OK, "24.0.9": WARN, "25.0.4": WARN,
                        "25.0.5": OK, "26.0.0": OK, "27.3.1": OK, "v28.0.1": OK}
    old = check_engine_dns("20.10.24+dfsg1", ["127.0.0.53"])
    assert old.name == "egress dns" and "CVE-2024-29018" in old.detail and "127.0.0.53 is on loopback" in old.detail
    assert "is not" in check_engine_dns("24.0.9", ["10.0.0.2"]).detail
    assert "loopback" not in check_engine_dns("25.0.4", ["10.0.0.2"]).detail  # 25.0.0-25.0.4 forward regardless
    assert check_engine_dns("not-a-version").status == WARN
