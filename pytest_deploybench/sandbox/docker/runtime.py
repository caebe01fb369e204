"""Docker sandboxes through the docker SDK: one container per attempt, `sleep` as its workload,
every command an exec with an in-container timeout."""

from __future__ import annotations

import logging
import os
import select
import struct
import time
from collections.abc import Mapping, Sequence
from pathlib import Path, PurePosixPath
from typing import TYPE_CHECKING

from ... import constants as C
from ...errors import SandboxError
from ..base import ByteSink, ExecResult, PreparedImage, Runtime, Sandbox, SandboxRequest
from ..output import CappedBuffer
from ..tarutil import CopyReport, IterStream, extract_regular, read_single_file, tar_bundle, tar_bytes, tar_tree
from .client import client_for, engine_url, get_client

if TYPE_CHECKING:
    from ...spec import Task
    from .egress import Egress, EgressStats

log = logging.getLogger("deploybench.sandbox")


def _docker_errors():
    """What the engine's failures look like: the SDK's own errors, and the HTTP client's when the
    engine is gone (the SDK does not wrap connection errors)."""
    from docker.errors import DockerException
    from requests.exceptions import RequestException

    return (DockerException, RequestException)


class DockerRuntime(Runtime):
    """Starts sandboxes on the Docker engine of DOCKER_HOST (the local one by default)."""

    name = "docker"

    def __init__(self, client=None, engine: str | None = None):
        """The engine of DOCKER_HOST (this process's), or the one at `engine`."""
        self.engine = engine or engine_url()  # named in result.json and in every engine error
        self.client = client or (get_client() if engine is None else client_for(engine))
        # this worker's egress point (egress.py), started with its first registries sandbox
        self._egress: Egress | None = None
        self._host_ports: set[tuple[str, int]] = set()  # opened to sandboxes (the model gateway)
        self._tools_ready = False  # the tools volume (images.ensure_tools_volume) checked on this engine
        self._data_root: str | None = None  # data_root(), once known ("" for none)

    def egress(self, request: SandboxRequest):
        """This worker's egress point for `network: registries`, started on first use; the apt
        repositories of the request's image join its allow-list."""
        from ...registries import discover
        from .egress import Egress
        from .images import ensure_base_image

        if self._egress is not None and not self._egress.running():
            log.warning(
                "the egress point %s is gone (%s); starting a new one",
                self._egress.name,
                "removed" if self._egress.container is None else self._egress.container.status,
            )
            self._egress.close()
            self._egress = None
        if self._egress is None:
            overrides = dict(request.registry_overrides)
            self._egress = Egress(
                self.client,
                run_id=request.labels.get(C.LABEL_RUN, "run"),
                session=request.labels.get(C.LABEL_SESSION, ""),
                worker=os.environ.get("PYTEST_XDIST_WORKER", "main"),
                registries=discover(overrides.get("pip_index_url"), overrides.get("npm_registry")),
                base_ref=ensure_base_image(self.client, "cpu", engine=self.engine).ref,
                cache_dir=request.package_cache,
                host_ports=self._host_ports,
                keep=request.labels.get(C.LABEL_KEEP) == "1",
            )
            self._egress.start(request.image)
        else:
            self._egress.allow_image(request.image)
        return self._egress

    def close(self) -> None:
        """Stop this worker's egress point (the run's cleanup removes it too, by its label)."""
        if self._egress is not None:
            self._egress.close()
            self._egress = None

    def wait_ready(self, timeout: float = C.ENGINE_WAIT_S) -> None:
        """Return once the engine answers; EngineUnavailable after `timeout` seconds (a restart
        of the engine between attempts costs a wait, not every attempt after it)."""
        from ...errors import EngineUnavailable

        DockerException = _docker_errors()
        deadline = time.monotonic() + timeout
        while True:
            try:
                self.client.ping()
                return
            except DockerException as e:
                if time.monotonic() >= deadline:
                    raise EngineUnavailable(
                        f"the Docker engine at {self.engine} stopped answering ({_explain(e)}); "
                        f"waited {timeout:g}s for it"
                    ) from None
                time.sleep(0.5)

    def prepare_image(self, task: Task, *, cuda_image: str = C.DEFAULT_CUDA_IMAGE) -> PreparedImage:
        from .images import ensure_base_image, ensure_task_image

        base = ensure_base_image(self.client, task.spec.image, cuda_image, engine=self.engine)
        image = ensure_task_image(self.client, task, base)
        return PreparedImage(
            ref=image.ref, built=base.built or image.built, lock_wait_s=base.lock_wait_s + image.lock_wait_s
        )

    def add_layer(self, base: PreparedImage, *, name: str, files: Path, dest: str) -> PreparedImage:
        from .images import ensure_layer

        layer = ensure_layer(self.client, base.ref, name=name, files=files, dest=dest)
        return PreparedImage(ref=layer.ref, built=layer.built, lock_wait_s=layer.lock_wait_s)

    def host_address(self) -> str | None:
        """This host's address on the engine's default bridge, where the egress point (joined to
        that bridge) and `open` sandboxes reach it. None for a remote engine, or when no address of
        the bridge belongs to this host.

        Engines differ in what they report: some give the bridge's `Gateway` in its IPAM config,
        others (Debian's docker.io 20.10) only its `Subnet`. So: the reported gateway, else the
        address of the bridge interface the network names, else the subnet's first address; each
        taken only if it is an address of this host (one a socket can bind to).
        """
        if not self.engine.startswith("unix://"):
            return None
        DockerException = _docker_errors()
        try:
            info = self.client.api.inspect_network("bridge")
        except DockerException as e:
            raise SandboxError(f"reading the engine's default bridge network: {_explain(e)}") from None
        return bridge_host_address(info)

    def data_root(self) -> str | None:
        """Where this host's engine keeps containers (`DockerRootDir`), when the engine is this host's
        and that folder is visible here; None otherwise (asked once)."""
        if self._data_root is None:
            root = ""
            if self.engine.startswith("unix://"):
                try:
                    root = str(self.client.info().get("DockerRootDir") or "")
                except _docker_errors():
                    root = ""
            self._data_root = root if root and os.path.isdir(root) else ""
        return self._data_root or None

    def allow_host_port(self, address: str, port: int) -> None:
        if self._egress is not None:
            self._egress.allow_host_port(address, port)
        self._host_ports.add((address, port))

    def remove_sandboxes(
        self, run_id: str | None = None, *, session: str | None = None, orphans_only: bool = False
    ) -> list[str]:
        from .cleanup import remove_run_containers

        return remove_run_containers(run_id, session=session, orphans_only=orphans_only)

    def list_gpus(self) -> tuple[str, ...]:
        """`nvidia-smi -L` in a throwaway container given every GPU: the NVIDIA runtime mounts its
        own nvidia-smi into it, so this is the engine host's view, wherever that host is. An engine
        without the NVIDIA runtime (or without GPUs) refuses the request: ()."""
        import docker
        from docker.errors import DockerException

        from ...gpus import parse_nvidia_smi_list
        from .images import ensure_base_image

        container = None
        try:
            container = self.client.containers.create(
                ensure_base_image(self.client, "cpu", engine=self.engine).ref,
                "nvidia-smi -L",
                device_requests=[docker.types.DeviceRequest(count=-1, capabilities=[["gpu"]])],
                environment={"NVIDIA_DRIVER_CAPABILITIES": "utility"},
                labels={C.LABEL_KIND: "gpu-probe"},
            )
            container.start()  # refused here by an engine without the NVIDIA runtime
            container.wait(timeout=60)
            out = container.logs(stdout=True, stderr=False)
        except (DockerException, OSError):
            return ()
        finally:
            if container is not None:  # created, started or not: removed
                try:
                    container.remove(force=True)
                except DockerException:
                    pass
        return parse_nvidia_smi_list(out.decode("utf-8", "replace"))

    def engine_lost(self, error: BaseException) -> str | None:
        from requests.exceptions import RequestException

        if isinstance(error, RequestException):  # the SDK does not wrap connection errors
            return f"lost the Docker engine at {self.engine}: {str(error).splitlines()[0][:200]}"
        return None

    def container_kwargs(self, request: SandboxRequest) -> dict:
        """The `containers.run` arguments for a request: limits, labels, network, GPUs."""
        env = dict(request.env)
        if request.ca_bundle is not None:
            env.update({var: C.SANDBOX_CA_PATH for var in C.CA_ENV_VARS})
        from docker.types import LogConfig, Mount

        kwargs = dict(
            image=request.image,
            # the harness's static busybox on a read-only volume: after a stop, the engine starts
            # this again, and nothing the agent wrote (a `sleep` on PATH, /etc/ld.so.preload) runs
            command=list(C.SANDBOX_IDLE_COMMAND),
            mounts=[Mount(target=C.SANDBOX_TOOLS_DIR, source=C.TOOLS_VOLUME, type="volume", read_only=True)],
            log_config=LogConfig(type="json-file", config=dict(C.SANDBOX_LOG_OPTIONS)),
            name=request.name,
            hostname="sandbox",
            labels=dict(request.labels),
            environment=env,
            working_dir=request.workdir,
            init=True,
            detach=True,
            mem_limit=request.memory,
            memswap_limit=request.memory,
            nano_cpus=int(min(request.cpus, os.cpu_count() or 1) * 1e9),
            pids_limit=request.pids,
            security_opt=["no-new-privileges"],
            cap_drop=["ALL"],
            cap_add=list(C.SANDBOX_CAPABILITIES),
            privileged=False,
        )
        if request.cpuset:
            kwargs["cpuset_cpus"] = request.cpuset
        if request.network == "none":
            kwargs["network_mode"] = "none"
        elif request.network == "open":  # a network of its own, so attempts cannot see each other
            kwargs["network"] = request.name
        if request.gpu_ids:
            from docker.types import DeviceRequest

            kwargs["device_requests"] = [DeviceRequest(device_ids=list(request.gpu_ids), capabilities=[["gpu"]])]
        return kwargs

    def start(self, request: SandboxRequest) -> DockerSandbox:
        DockerException = _docker_errors()
        client = self.client
        if not self._tools_ready:
            from .images import ensure_tools_volume

            ensure_tools_volume(client, engine=self.engine)
            self._tools_ready = True
        kwargs = self.container_kwargs(request)
        network = egress = None
        try:
            if request.network == "registries":  # the worker's network with no way out but its egress point
                egress = self.egress(request)
                kwargs["network"] = egress.network_name
                kwargs["environment"].update(egress.sandbox_env())
            elif request.network == "open":
                network = self._fresh_network(request)
            container = client.containers.run(**kwargs)
        except BaseException as e:
            _remove_network(network)
            if isinstance(e, DockerException):
                raise SandboxError(f"starting a container from {request.image}: {_explain(e)}") from None
            raise
        sandbox = DockerSandbox(self, container, request, network, egress)
        files = []  # what the sandbox starts with, all in one copy
        if request.ca_bundle is not None:
            files.append((_inner(C.SANDBOX_CA_PATH), Path(request.ca_bundle).read_bytes(), 0o644))
        if request.network != "none":
            files.append((_inner(C.SANDBOX_APT_TIMEOUTS_CONF), C.SANDBOX_APT_TIMEOUTS, 0o644))
        if egress is not None:
            files.append((_inner(C.SANDBOX_APT_PROXY_CONF), egress.apt_config(), 0o644))
        if files or request.copy_in:
            try:
                sandbox.put_tar(tar_bundle(files, [(src, _inner(dest)) for src, dest in request.copy_in]))
            except BaseException:
                sandbox.close()
                raise
        return sandbox

    def _fresh_network(self, request: SandboxRequest):
        """A bridge network for this sandbox alone, named like it (names are unique per start, so
        a clash is an error, never another run's network to take over). One API call: no listing
        first, no inspection after."""
        resp = self.client.api.create_network(
            request.name, driver="bridge", labels=dict(request.labels), check_duplicate=True
        )
        return self.client.networks.prepare_model({"Id": resp["Id"], "Name": request.name})


def _remove_network(network) -> None:
    if network is None:
        return
    try:
        network.remove()
    except _docker_errors():
        pass


def _explain(e: Exception) -> str:
    text = getattr(e, "explanation", None) or str(e)
    return str(text).splitlines()[0][:300]


class DockerSandbox(Sandbox):
    def __init__(self, runtime: DockerRuntime, container, request: SandboxRequest, network=None, egress=None):
        self.runtime = runtime
        self.network = network
        self.egress = egress  # network: registries: the worker's egress point, or None
        self._egress_total: EgressStats | None = None  # its figures for this sandbox so far
        self._egress_final = False  # no more requests once disconnected
        self._egress_address: str | None = None
        self.container = container
        self.request = request
        self.id = container.id
        self.api = runtime.client.api
        self._closed = False

    # -- exec ----------------------------------------------------------------------------------
    def exec(
        self,
        command: str,
        *,
        timeout: float,
        workdir: str | None = None,
        env: Mapping[str, str] | None = None,
        output_cap: int = C.EXEC_OUTPUT_CAP,
        sink: ByteSink | None = None,
    ) -> ExecResult:
        timeout = max(1, int(round(timeout)))
        argv = ["timeout", "-k", str(C.EXEC_KILL_GRACE_S), str(timeout), "bash", "-c", command]
        return self._exec_argv(argv, timeout, workdir=workdir, env=env, output_cap=output_cap, sink=sink)

    def run_tool(self, argv: Sequence[str], *, timeout: float, workdir: str | None = None) -> ExecResult:
        timeout = max(1, int(round(timeout)))
        bb = C.SANDBOX_BUSYBOX
        full = [bb, "timeout", "-s", "KILL", str(timeout), bb, *argv]
        return self._exec_argv(full, timeout, workdir=workdir or "/", env=None, output_cap=C.EXEC_OUTPUT_CAP, sink=None)

    def processes(self) -> list[str]:
        """The engine's `top` of the container (read on the engine's host, not through any program
        of the sandbox): one command line per process."""
        DockerException = _docker_errors()
        try:
            top = self.api.top(self.id, ps_args="-o pid,args")
        except DockerException as e:
            raise SandboxError(f"listing the processes of sandbox {self.request.name}: {_explain(e)}") from None
        titles = top.get("Titles") or []
        col = titles.index("COMMAND") if "COMMAND" in titles else len(titles) - 1
        return [str(row[col]) for row in top.get("Processes") or [] if len(row) > col]

    def _exec_argv(
        self,
        argv: list[str],
        timeout: int,
        *,
        workdir: str | None,
        env: Mapping[str, str] | None,
        output_cap: int,
        sink: ByteSink | None,
    ) -> ExecResult:
        DockerException = _docker_errors()
        out, err, both = CappedBuffer(output_cap), CappedBuffer(output_cap), CappedBuffer(output_cap)
        start = time.monotonic()
        host_deadline = start + timeout + C.EXEC_KILL_GRACE_S + C.EXEC_HOST_GRACE_S
        gave_up = False
        try:
            exec_id = self.api.exec_create(
                self.id,
                argv,
                stdout=True,
                stderr=True,
                workdir=workdir or self.request.workdir,
                environment=dict(env or {}),
            )["Id"]
            sock = self.api.exec_start(exec_id, socket=True)
            try:
                for stream, data in _frames(sock, host_deadline):
                    (err if stream == 2 else out).write(data)
                    both.write(data)
                    if sink is not None:
                        sink.write(data)
            except TimeoutError:
                gave_up = True
            finally:
                _close(sock)
            exit_code = None if gave_up else self._exit_code(exec_id)
        except DockerException as e:
            raise SandboxError(f"exec in sandbox {self.request.name}: {_explain(e)}") from None
        duration = time.monotonic() - start
        # coreutils' timeout exits 124 (137 after -k); busybox's, 137 when it kills with KILL
        timed_out = gave_up or (exit_code in (124, 137) and duration >= timeout - 0.5)
        return ExecResult(
            exit_code=None if timed_out else exit_code,
            stdout=out.text(),
            stderr=err.text(),
            output=both.text(),
            timed_out=timed_out,
            duration_s=duration,
            stdout_bytes=out.total,
            stderr_bytes=err.total,
            cut_bytes=both.cut,
        )

    def _exit_code(self, exec_id: str) -> int | None:
        for _ in range(50):
            info = self.api.exec_inspect(exec_id)
            if not info.get("Running"):
                return info.get("ExitCode")
            time.sleep(0.01)
        return None

    # -- files ---------------------------------------------------------------------------------
    def _put(self, data: bytes) -> None:
        DockerException = _docker_errors()
        try:
            if not self.api.put_archive(self.id, "/", data):
                raise SandboxError(f"copying into sandbox {self.request.name} failed")
        except DockerException as e:
            raise SandboxError(f"copying into sandbox {self.request.name}: {_explain(e)}") from None

    def put_dir(self, src: Path, dest: str, *, mode: int | None = None) -> None:
        self._put(tar_tree(Path(src), _inner(dest), mode=mode))

    def put_file(self, dest: str, data: bytes, *, mode: int = 0o644) -> None:
        self._put(tar_bytes(_inner(dest), data, mode))

    def put_tar(self, data: bytes) -> None:
        """Extract a ready tar stream (paths relative to /) in one call."""
        self._put(data)

    def read_file(self, path: str, *, max_bytes: int) -> bytes:
        DockerException = _docker_errors()
        from docker.errors import NotFound

        try:
            stream, stat = self.api.get_archive(self.id, path)
        except NotFound:
            raise FileNotFoundError(path) from None
        except DockerException as e:
            raise SandboxError(f"reading {path} from sandbox {self.request.name}: {_explain(e)}") from None
        if stat.get("mode", 0) & (1 << 31):  # os.ModeDir in Go
            raise IsADirectoryError(path)
        return read_single_file(IterStream(stream), max_bytes)

    def get_path(self, src: str, dest: Path) -> CopyReport | None:
        DockerException = _docker_errors()
        from docker.errors import NotFound

        deadline = time.monotonic() + C.OUTPUT_COPY_TIMEOUT_S
        try:
            stream, _ = self.api.get_archive(self.id, src)
        except NotFound:
            return None
        except DockerException as e:
            raise SandboxError(f"copying {src} out of sandbox {self.request.name}: {_explain(e)}") from None
        # the archive's root entry is the basename of src; extract next to where dest should be
        dest = Path(dest)
        tmp = dest.parent / f".{dest.name}.deploybench-tmp"
        tmp_cleanup(tmp)
        try:
            report = extract_regular(IterStream(stream), tmp, deadline=deadline)
        finally:
            _close_stream(stream)
        got = tmp / PurePosixPath(src).name
        if got.is_dir() or got.is_file():
            if dest.is_dir() and not dest.is_symlink():
                tmp_cleanup(dest)
            elif dest.exists() or dest.is_symlink():
                dest.unlink()
            got.rename(dest)
        tmp_cleanup(tmp)
        return report

    # -- network and processes -----------------------------------------------------------------
    def cpu_seconds(self) -> float | None:
        """The container's cgroup CPU usage through the engine's stats (one sample, no stream)."""
        DockerException = _docker_errors()
        try:
            stats = self.api.stats(self.id, stream=False, one_shot=True)
            return float(stats["cpu_stats"]["cpu_usage"]["total_usage"]) / 1e9
        except (DockerException, KeyError, TypeError, ValueError):
            return None

    def disk_bytes(self) -> int | None:
        """The container's writable layer (`SizeRw`): the engine walks it, so the guard asks rarely."""
        DockerException = _docker_errors()
        try:
            res = self.api._get(self.api._url("/containers/{0}/json", self.id), params={"size": 1})
            size = self.api._result(res, True).get("SizeRw")
        except DockerException:
            return None
        return int(size) if isinstance(size, int) else None

    def host_free_bytes(self) -> int | None:
        root = self.runtime.data_root()
        if root is None:
            return None
        try:
            st = os.statvfs(root)
        except OSError:
            return None
        return st.f_bavail * st.f_frsize

    def egress_stats(self) -> dict | None:
        if self.egress is None:
            return None
        return self._read_egress().to_dict()

    def _read_egress(self) -> EgressStats:
        """Add what the egress point logged for this sandbox since the last read; the running totals."""
        from .egress import EgressStats

        total = self._egress_total
        if total is None:
            total = self._egress_total = EgressStats()
        if self._egress_final:
            return total
        if self._egress_address is None:  # the address is known once the container runs: ask once
            self.container.reload()
            networks = self.container.attrs["NetworkSettings"]["Networks"] or {}
            self._egress_address = (networks.get(self.egress.network_name) or {}).get("IPAddress") or None
        if self._egress_address is not None:  # never None here: that would read every client's lines
            total.merge(self.egress.stats_for(self._egress_address))
        return total

    def disconnect_network(self) -> None:
        DockerException = _docker_errors()
        try:
            if self.egress is not None:  # the agent phase's figures, final
                self._read_egress()
                self._egress_final = True
            self.container.reload()
            networks = self.container.attrs["NetworkSettings"]["Networks"] or {}
            for name in networks:
                if name != "none":
                    self.api.disconnect_container_from_network(self.id, name, force=True)
        except DockerException as e:
            raise SandboxError(f"disconnecting sandbox {self.request.name} from the network: {_explain(e)}") from None

    def stop_processes(self) -> None:
        """Restart the container: the engine kills every process in it, files stay. (One call;
        kill + wait + start measured no faster: docs/PERFORMANCE.md.)"""
        DockerException = _docker_errors()
        try:
            self.container.restart(timeout=1)
        except DockerException as e:
            raise SandboxError(
                f"stopping the agent's processes in sandbox {self.request.name}: {_explain(e)}"
            ) from None

    def close(self) -> None:
        if self._closed:
            return
        self._closed = True
        DockerException = _docker_errors()
        from docker.errors import NotFound

        try:
            self.container.remove(force=True, v=True)
        except NotFound:
            pass
        except DockerException as e:
            raise SandboxError(f"removing sandbox {self.request.name}: {_explain(e)}") from None
        finally:
            _remove_network(self.network)


def bridge_host_address(network: Mapping) -> str | None:
    """This host's IPv4 address on a bridge network, from the engine's `inspect` of it (see
    DockerRuntime.host_address): the IPAM gateway, the named bridge interface's address, or the
    subnet's first address, whichever is first an address of this host."""
    import ipaddress

    configs = [c for c in (network.get("IPAM") or {}).get("Config") or [] if ":" not in (c.get("Subnet") or "")]
    candidates: list[str] = [str(c["Gateway"]) for c in configs if c.get("Gateway")]
    iface = (network.get("Options") or {}).get("com.docker.network.bridge.name")
    if iface:
        address = interface_address(str(iface))
        if address:
            candidates.append(address)
    for c in configs:
        try:
            subnet = ipaddress.ip_network(c["Subnet"], strict=False)
        except (KeyError, ValueError):
            continue
        if subnet.num_addresses > 2:
            candidates.append(str(subnet.network_address + 1))
    for address in candidates:
        if ":" not in address and is_local_address(address):
            return address
    return None


def interface_address(name: str) -> str | None:
    """The IPv4 address of this host's network interface `name` (Linux SIOCGIFADDR); None if it has none."""
    import fcntl
    import socket

    siocgifaddr = 0x8915
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
            packed = fcntl.ioctl(s.fileno(), siocgifaddr, struct.pack("256s", name.encode()[:15]))
    except OSError:
        return None
    return socket.inet_ntoa(packed[20:24])


def is_local_address(address: str) -> bool:
    """True when `address` belongs to this host (a socket can bind to it)."""
    import socket

    try:
        with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
            s.bind((address, 0))
    except OSError:
        return False
    return True


def tmp_cleanup(path: Path) -> None:
    import shutil

    shutil.rmtree(path, ignore_errors=True)


def _inner(dest: str) -> str:
    p = PurePosixPath(dest)
    if not p.is_absolute():
        raise ValueError(f"sandbox path must be absolute: {dest}")
    return str(p.relative_to("/"))


def _close_stream(stream) -> None:
    """Drop an archive stream the copy stopped reading (a cap): the engine stops sending."""
    close = getattr(stream, "close", None)
    if close is not None:
        try:
            close()
        except Exception:  # noqa: BLE001 (a generator or a response: closing is best effort)
            pass


def _close(sock) -> None:
    for obj in (sock, getattr(sock, "_sock", None)):
        try:
            if obj is not None:
                obj.close()
        except OSError:
            pass


def _already_read(sock) -> bytes:
    """Output the HTTP client read along with the response headers, into its buffered reader.

    A fast command's output can arrive in the same read as the headers; reading only the raw
    socket would lose it (empty output under load: docker/docker-py#2042).
    """
    fp = getattr(getattr(getattr(getattr(sock, "_response", None), "raw", None), "_fp", None), "fp", None)
    raw = getattr(sock, "_sock", sock)
    if fp is None or not hasattr(fp, "read1") or not hasattr(raw, "setblocking"):
        return b""
    blocking = raw.getblocking()
    raw.setblocking(False)  # take what is buffered (or ready) without waiting
    try:
        return fp.read1(65536) or b""
    except (OSError, ValueError):
        return b""
    finally:
        raw.setblocking(blocking)


def _frames(sock, deadline: float):
    """Yield (stream, bytes) frames of Docker's multiplexed exec stream until EOF or deadline."""
    raw = getattr(sock, "_sock", sock)
    buf = bytearray(_already_read(sock))
    while True:
        while len(buf) >= 8:
            stream, size = struct.unpack(">BxxxL", bytes(buf[:8]))
            if len(buf) < 8 + size:
                break
            yield stream, bytes(buf[8 : 8 + size])
            del buf[: 8 + size]
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            raise TimeoutError
        ready, _, _ = select.select([raw], [], [], min(remaining, 5.0))
        if not ready:
            continue
        chunk = raw.recv(65536)
        if not chunk:
            return
        buf += chunk
