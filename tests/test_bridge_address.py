"""This host's address on the engine's default bridge (DockerRuntime.host_address): where the model
gateway listens for the installed agents' CLIs in sandboxes.

Engines report it differently: some give the bridge's IPAM `Gateway`, Debian's docker.io 20.10 only
its `Subnet` (with docker0 holding the subnet's first address). Reading only `Gateway` found no
address there, and Claude Code and Codex could not start on such an engine.
"""

import socket
import threading

from pytest_deploybench.sandbox.docker.runtime import DockerRuntime, bridge_host_address, is_local_address


def test_an_engine_that_reports_only_the_subnet_still_gives_the_hosts_address():
    """Without the fix (Gateway only), this inspect gives None. 127.0.0.0/8 stands in for a bridge
    subnet whose first address is this host's (loopback is every host's)."""
    inspect = {"IPAM": {"Config": [{"Subnet": "127.0.0.0/8"}]}, "Options": {}}
    assert bridge_host_address(inspect) == "127.0.0.1"


def test_the_named_bridge_interface_gives_its_address():
    inspect = {"IPAM": {"Config": [{"Subnet": "203.0.113.0/24"}]}, "Options": {"com.docker.network.bridge.name": "lo"}}
    assert bridge_host_address(inspect) == "127.0.0.1"


def test_an_address_that_is_not_this_hosts_is_never_given():
    """A reported gateway or a subnet's first address that no interface of this host holds (a
    remote engine's bridge) is no place for the gateway to listen."""
    assert not is_local_address("203.0.113.1")
    inspect = {"IPAM": {"Config": [{"Subnet": "203.0.113.0/24", "Gateway": "203.0.113.1"}]}, "Options": {}}
    assert bridge_host_address(inspect) is None


def test_a_container_on_the_default_bridge_reaches_a_server_on_the_address(docker_client):
    """On the engine at hand, whatever it reports: the address is this host's, inside the bridge's
    subnet, and a container on the default bridge connects to a server listening there. On Debian's
    docker.io 20.10 (Subnet only) this failed before the fix: host_address() was None."""
    import ipaddress

    from pytest_deploybench.sandbox.docker.images import ensure_base_image

    address = DockerRuntime().host_address()
    assert address is not None
    subnets = [
        ipaddress.ip_network(c["Subnet"]) for c in docker_client.api.inspect_network("bridge")["IPAM"]["Config"]
    ]
    assert any(ipaddress.ip_address(address) in net for net in subnets)

    server = socket.socket()
    server.bind((address, 0))
    server.listen(1)
    port = server.getsockname()[1]
    got: list[bytes] = []

    def serve():
        conn, _ = server.accept()
        with conn:
            got.append(conn.recv(100))

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    image = ensure_base_image(docker_client, "cpu").ref
    out = docker_client.containers.run(
        image,
        ["bash", "-c", f"echo hello-host > /dev/tcp/{address}/{port} && echo sent"],
        remove=True,
        network="bridge",
        labels={"deploybench.kind": "test"},
    )
    thread.join(10)
    server.close()
    assert b"sent" in out
    assert got == [b"hello-host\n"]
