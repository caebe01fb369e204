"""Which registries a `registries` sandbox may reach: read from configuration (no Docker needed)."""

from __future__ import annotations

from pytest_deploybench.registries import Endpoint, apt_endpoints, discover

ONE_LINE = """\
# the author's mirror, then a second suite on another host
deb http://mirror.example.test/debian bookworm main
deb [arch=amd64 signed-by=/k.gpg] https://apt.example.test:8443/repo stable main
deb-src http://mirror.example.test/debian bookworm main
deb file:///srv/local-repo ./
"""
DEB822 = """\
Types: deb
URIs: http://deb.example.test/debian http://second.example.test/debian
Suites: bookworm bookworm-updates
Components: main
"""


def test_apt_sources_give_their_hosts_and_ports_in_both_formats_local_ones_left_out():
    assert apt_endpoints(ONE_LINE) == [Endpoint("apt.example.test", 8443, "https"),
                                       Endpoint("mirror.example.test", 80, "http")]
    assert [e.host for e in apt_endpoints(DEB822)] == ["deb.example.test", "second.example.test"]
    assert apt_endpoints("") == []


def test_endpoint_from_url_takes_only_network_urls():
    assert Endpoint.from_url("https://Pypi.Example.Test/simple/") == Endpoint("pypi.example.test", 443, "https")
    assert Endpoint.from_url("http://x.test:3141/root/pypi") == Endpoint("x.test", 3141, "http")
    for url in ("file:///opt/wheels", "/opt/wheels", "mirror+file:/etc/apt/mirrors.txt", "http://x.test:bad/"):
        assert Endpoint.from_url(url) is None


def test_a_configured_pip_mirror_replaces_the_default_and_is_handed_to_the_sandbox(monkeypatch):
    monkeypatch.setenv("PIP_INDEX_URL", "https://pypi-mirror.example.test/simple")
    monkeypatch.setenv("PIP_EXTRA_INDEX_URL", "http://extra.example.test:8080/simple file:///opt/local")
    monkeypatch.setenv("NPM_CONFIG_REGISTRY", "https://npm-mirror.example.test/")
    r = discover()
    assert [str(e) for e in r.pip] == ["http://extra.example.test:8080", "https://pypi-mirror.example.test:443"]
    assert [str(e) for e in r.npm] == ["https://npm-mirror.example.test:443"]
    env = dict(r.sandbox_env)
    assert env["PIP_INDEX_URL"] == "https://pypi-mirror.example.test/simple"
    assert env["PIP_EXTRA_INDEX_URL"] == "http://extra.example.test:8080/simple"  # the local one stays out
    assert env["NPM_CONFIG_REGISTRY"] == "https://npm-mirror.example.test/"


def test_command_line_overrides_win_over_configuration(monkeypatch):
    monkeypatch.setenv("PIP_INDEX_URL", "https://from-env.example.test/simple")
    r = discover(pip_index_url="https://flag.example.test/simple", npm_registry="https://npm-flag.example.test/")
    assert [e.host for e in r.pip] == ["flag.example.test"] and [e.host for e in r.npm] == ["npm-flag.example.test"]


def test_without_configuration_pip_s_own_default_index_and_its_file_host_are_allowed(monkeypatch):
    monkeypatch.delenv("PIP_INDEX_URL", raising=False)
    monkeypatch.setenv("PIP_CONFIG_FILE", "/dev/null")  # no configuration files either
    r = discover(npm_registry="https://npm.example.test/")
    assert len(r.pip) == 2 and {e.port for e in r.pip} == {443}  # the index and its file host, from pip itself
    assert "PIP_INDEX_URL" not in dict(r.sandbox_env)


def test_a_registry_url_with_credentials_is_refused_never_handed_to_sandboxes(monkeypatch):
    """Sandboxes are told the index and registry URLs (PIP_INDEX_URL, NPM_CONFIG_REGISTRY), so a host
    configured with `https://user:token@mirror/` handed its credentials to every agent (checked: the
    old discover() put them in sandbox_env, and run.json). Now discover() refuses such a URL with one
    line naming where it came from and the fix, the secret masked; doctor says the same as a FAIL."""
    import pytest

    from pytest_deploybench.errors import ConfigError
    from pytest_deploybench.sandbox.docker.doctor import FAIL, check_registries

    secret = "s3cret-t0ken-42"
    cases = [
        ({"PIP_INDEX_URL": f"https://deploy:{secret}@pypi-mirror.example.test/simple"}, {}, "PIP_INDEX_URL"),
        ({"PIP_INDEX_URL": "https://pypi-mirror.example.test/simple",
          "PIP_EXTRA_INDEX_URL": f"https://{secret}@extra.example.test/simple"}, {}, "PIP_EXTRA_INDEX_URL"),
        ({"NPM_CONFIG_REGISTRY": f"https://npm:{secret}@npm-mirror.example.test/"}, {}, "NPM_CONFIG_REGISTRY"),
        ({}, {"pip_index_url": f"https://u:{secret}@flag.example.test/simple"}, "--pip-index-url"),
        ({}, {"npm_registry": f"https://u:{secret}@npm-flag.example.test/"}, "--npm-registry"),
    ]
    for env, flags, where in cases:
        monkeypatch.delenv("PIP_EXTRA_INDEX_URL", raising=False)
        monkeypatch.setenv("NPM_CONFIG_REGISTRY", "https://npm.example.test/")
        for name, value in env.items():
            monkeypatch.setenv(name, value)
        with pytest.raises(ConfigError) as e:
            discover(**flags)
        text = str(e.value)
        assert where in text and "***@" in text and secret not in text and "\n" not in text, text
        if not flags:
            assert check_registries() == [type(check_registries()[0])("registry pip/npm", FAIL, text)]
        for name in env:
            monkeypatch.delenv(name)
    # the flag's URL, without credentials, replaces an index that has them: nothing refused
    monkeypatch.setenv("PIP_INDEX_URL", f"https://deploy:{secret}@pypi-mirror.example.test/simple")
    r = discover(pip_index_url="https://clean.example.test/simple", npm_registry="https://npm.example.test/")
    assert secret not in repr(r.to_dict())
