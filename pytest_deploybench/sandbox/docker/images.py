"""Images: the base images (built locally from Debian's packages when missing) and task images
(the optional environment/Dockerfile on top), cached by a hash of their inputs."""

from __future__ import annotations

import hashlib
import io
import logging
import os
import shutil
import subprocess
import tarfile
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from ... import constants as C
from ...errors import ImageBuildError, InfraError
from ...spec import Task
from .locks import build_lock

log = logging.getLogger("deploybench.images")


@dataclass(frozen=True)
class ImageInfo:
    ref: str
    built: bool  # False when it came from the cache
    seconds: float
    lock_wait_s: float = 0.0
    id: str | None = None  # the image id, when known (saves inspecting it again)


def _image_id(client, ref: str) -> str | None:
    """The id of image `ref`, or None when it is not here (one inspection)."""
    from docker.errors import ImageNotFound

    try:
        return client.api.inspect_image(ref)["Id"]
    except ImageNotFound:
        return None


def _exists(client, ref: str) -> bool:
    return _image_id(client, ref) is not None


def base_image_ref(image: str, cuda_image: str) -> str:
    if image == "cpu":
        return C.BASE_IMAGES["cpu"]
    if image == "cuda":
        return cuda_image
    return image


def ensure_base_image(
    client, image: str, cuda_image: str = C.DEFAULT_CUDA_IMAGE, *, engine: str | None = None
) -> ImageInfo:
    """Make sure the base image for a task's `image:` field exists on the client's engine (`engine`:
    its URL, default DOCKER_HOST's); copy it from this host's engine, build or pull it."""
    ref = base_image_ref(image, cuda_image)
    image_id = _image_id(client, ref)
    if image_id is not None:
        return ImageInfo(ref, built=False, seconds=0.0, id=image_id)
    with build_lock(ref) as waited:
        start = time.monotonic()
        image_id = _image_id(client, ref)
        if image_id is not None:  # another worker built it while we waited
            return ImageInfo(ref, built=False, seconds=0.0, lock_wait_s=waited, id=image_id)
        if _ship_from_local_engine(ref, engine):
            pass  # another engine of this host had it: a copy beats a build (docs/PERFORMANCE.md)
        elif image == "cpu":
            _build_debian_base(client, ref)
        else:
            _pull(client, ref)
        return ImageInfo(ref, built=True, seconds=time.monotonic() - start, lock_wait_s=waited)


def _ship_from_local_engine(ref: str, engine: str | None) -> bool:
    """For an engine other than this host's own (--docker-host): `docker save | docker load` the
    image from the local engine when it has it (measured: 6 s against 77 s for debootstrap + import
    through ssh://). False when this is the local engine, it lacks the image, or the copy fails."""
    from .client import client_for, engine_url

    here = engine or engine_url()
    if here == C.LOCAL_ENGINE or shutil.which("docker") is None:
        return False
    try:
        if _image_id(client_for(C.LOCAL_ENGINE), ref) is None:
            return False
    except InfraError:  # no local engine
        return False
    log.info("copying base image %s from the local engine to %s", ref, here)
    local_env = {k: v for k, v in os.environ.items() if k not in ("DOCKER_HOST", "DOCKER_CONTEXT")}
    save = subprocess.Popen(["docker", "save", ref], stdout=subprocess.PIPE, env=local_env)
    try:
        load = subprocess.run(["docker", "-H", here, "load", "-q"], stdin=save.stdout, capture_output=True)
    finally:
        assert save.stdout is not None
        save.stdout.close()
    if save.wait() != 0 or load.returncode != 0:
        log.warning("copying %s to %s failed (%s); building it there", ref, here, load.stderr[-300:])
        return False
    return True


def _pull(client, ref: str) -> None:
    from docker.errors import DockerException

    log.info("pulling %s", ref)
    try:
        client.images.pull(ref)
    except DockerException as e:
        reason = str(e).splitlines()[0][:200]
        raise ImageBuildError(
            f"image {ref} is not here and pulling it failed ({reason}); load it with `docker load` "
            f"or build it locally under that name"
        ) from None


def _build_debian_base(client, ref: str) -> None:
    """debootstrap a minimal Debian and import it: no container registry needed."""
    debootstrap = shutil.which("debootstrap")
    if debootstrap is None:
        try:
            _pull(client, f"debian:{C.DEBIAN_SUITE}-slim")
            client.images.get(f"debian:{C.DEBIAN_SUITE}-slim").tag(ref)
            return
        except ImageBuildError:
            raise ImageBuildError(
                f"building base image {ref}: debootstrap is not installed and no registry answers; "
                f"install it (apt-get install debootstrap) and run as root"
            ) from None
    if os.geteuid() != 0:
        raise ImageBuildError(f"building base image {ref}: debootstrap needs root; run once as root")
    log.info("building base image %s with debootstrap (about 30 s)", ref)
    workdir = Path(tempfile.mkdtemp(prefix="deploybench-rootfs-", dir=os.environ.get("DEPLOYBENCH_BUILD_TMP")))
    rootfs = workdir / "rootfs"
    logfile = workdir / "debootstrap.log"
    try:
        with open(logfile, "wb") as out:
            proc = subprocess.run(
                [debootstrap, "--variant=minbase", f"--include={C.DEBOOTSTRAP_INCLUDE}", C.DEBIAN_SUITE, str(rootfs)],
                stdout=out,
                stderr=subprocess.STDOUT,
            )
        if proc.returncode != 0:
            tail = logfile.read_text(errors="replace").strip().splitlines()[-1:] or ["(no output)"]
            keep = Path(tempfile.gettempdir()) / "deploybench-debootstrap.log"
            shutil.copy(logfile, keep)
            raise ImageBuildError(
                f"building base image {ref}: debootstrap exited {proc.returncode}: {tail[0][:200]} (log: {keep})"
            )
        tarball = workdir / "rootfs.tar"
        subprocess.run(["tar", "-C", str(rootfs), "-cf", str(tarball), "."], check=True)
        repo, tag = ref.rsplit(":", 1)
        changes = [
            "ENV DEBIAN_FRONTEND=noninteractive",
            "ENV LANG=C.UTF-8",
            "ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
            f"LABEL {C.LABEL_KIND}=base",
            'CMD ["bash"]',
        ]
        with open(tarball, "rb") as f:
            client.api.import_image(src=f, repository=repo, tag=tag, changes=changes)
        if not _exists(client, ref):
            raise ImageBuildError(f"building base image {ref}: docker import did not produce the image")
    except subprocess.CalledProcessError as e:
        raise ImageBuildError(f"building base image {ref}: packing the root file system failed ({e})") from None
    finally:
        shutil.rmtree(workdir, ignore_errors=True)


def environment_hash(task: Task, base_id: str) -> str:
    """Hash of everything a task image is built from: format version, base image, environment/."""
    h = hashlib.sha256()
    h.update(f"v{C.IMAGE_FORMAT_VERSION}\0{base_id}\0".encode())
    env_dir = task.environment_dir
    for path in sorted(p for p in env_dir.rglob("*") if p.is_file() or p.is_symlink()):
        rel = path.relative_to(env_dir).as_posix()
        h.update(rel.encode() + b"\0" + oct(path.lstat().st_mode).encode() + b"\0")
        h.update(os.readlink(path).encode() if path.is_symlink() else path.read_bytes())
        h.update(b"\0")
    return h.hexdigest()


def ensure_task_image(client, task: Task, base: ImageInfo) -> ImageInfo:
    """The image a task's sandbox starts from: the base, or environment/Dockerfile built on it."""
    dockerfile = task.environment_dir / "Dockerfile"
    if not dockerfile.is_file():
        return base
    base_id = base.id or _image_id(client, base.ref)
    if base_id is None:  # removed since ensure_base_image (a prune): not a hash of "None"
        raise ImageBuildError(f"building image for task {task.id} needs the base image {base.ref}, which is missing")
    digest = environment_hash(task, base_id)
    ref = f"{C.TASK_IMAGE_REPO}/{task.id}:{digest[:16]}"
    return _build_once(client, ref, lambda: _docker_build(client, task, base.ref, ref, digest))


def _build_once(client, ref: str, build) -> ImageInfo:
    """Image `ref` from the engine's cache, or built by `build()` once across this host's workers."""
    if _exists(client, ref):
        return ImageInfo(ref, built=False, seconds=0.0)
    with build_lock(ref) as waited:
        if _exists(client, ref):
            return ImageInfo(ref, built=False, seconds=0.0, lock_wait_s=waited)
        start = time.monotonic()
        build()
        return ImageInfo(ref, built=True, seconds=time.monotonic() - start, lock_wait_s=waited)


def _docker_build(client, task: Task, base_ref: str, ref: str, digest: str) -> None:
    from docker.errors import APIError, BuildError

    log.info("building task image %s", ref)
    try:
        client.images.build(
            path=str(task.environment_dir),
            tag=ref,
            buildargs={"BASE_IMAGE": base_ref},
            labels={C.LABEL_KIND: "task-image", C.LABEL_TASK: task.id, C.LABEL_INPUT_HASH: digest},
            rm=True,
            forcerm=True,
            pull=False,
        )
    except BuildError as e:
        step, output = _failed_step(e.build_log)
        said = f" (it printed: {output[-240:]})" if output else ""
        hint = "; free disk space on the Docker host (docker system df)" if "no space left" in output.lower() else ""
        raise ImageBuildError(
            f"building image for task {task.id} (environment/Dockerfile) failed at {step}: {str(e.msg)[:200]}"
            f"{said}{hint}"
        ) from None
    except APIError as e:
        raise ImageBuildError(
            f"building image for task {task.id} (environment/Dockerfile): {e.explanation or e}"
        ) from None


def _failed_step(build_log) -> tuple[str, str]:
    """The last step the build started, and the last lines it printed."""
    step = "the first step"
    lines: list[str] = []
    for entry in build_log or []:
        line = entry.get("stream", "") if isinstance(entry, dict) else ""
        if line.startswith("Step "):
            step, lines = line.strip(), []
        elif line.strip() and not line.startswith(" ---> "):
            lines.append(line.strip())
    return f"'{step}'", " | ".join(lines[-3:])


def ensure_layer(client, base_ref: str, *, name: str, files: Path, dest: str) -> ImageInfo:
    """`base_ref` with the folder `files` at `dest` (an installed agent on a task image): built
    once per base image and name, streamed from a temporary tar (agents' binaries are large)."""
    base_id = _image_id(client, base_ref)
    if base_id is None:
        raise ImageBuildError(f"adding {name} needs the image {base_ref}, which is missing")
    ref = f"{C.AGENT_LAYER_REPO}/{name}:{base_id.split(':')[-1][:16]}"
    return _build_once(client, ref, lambda: _build_layer(client, base_ref, ref, name, files, dest))


def _build_layer(client, base_ref: str, ref: str, name: str, files: Path, dest: str) -> None:
    from docker.errors import APIError, BuildError

    dockerfile = f"FROM {base_ref}\nCOPY layer/ {dest}/\n".encode()
    log.info("adding %s to %s", name, base_ref)
    with tempfile.TemporaryFile() as context:
        with tarfile.open(fileobj=context, mode="w") as tar:
            info = tarfile.TarInfo("Dockerfile")
            info.size = len(dockerfile)
            tar.addfile(info, io.BytesIO(dockerfile))
            tar.add(str(files), arcname="layer")
        context.seek(0)
        try:
            client.images.build(
                fileobj=context,
                custom_context=True,
                tag=ref,
                labels={C.LABEL_KIND: "agent-layer"},
                rm=True,
                forcerm=True,
                pull=False,
            )
        except (BuildError, APIError) as e:
            raise ImageBuildError(f"adding {name} to {base_ref}: {str(e).splitlines()[0][:300]}") from None


TOOLS_DOCKERFILE = f"""FROM {{base}}
RUN apt-get update -qq && apt-get install -y -qq --no-install-recommends busybox-static >/dev/null \\
 && mkdir -p {C.SANDBOX_TOOLS_DIR} && cp /bin/busybox {C.SANDBOX_BUSYBOX} && rm -rf /var/lib/apt/lists/*
"""


def _ensure_tools_image(client, engine: str | None) -> None:
    """The tools image on the client's engine: copied from this host's engine when the client's is
    another one (a remote or private engine may have no way to Debian's archive; this host's built
    the base image from it), else built there from the cpu base image."""
    from .client import client_for, engine_url

    if _exists(client, C.TOOLS_IMAGE):
        return
    here = engine or engine_url()
    if here != C.LOCAL_ENGINE:
        try:
            local = client_for(C.LOCAL_ENGINE)
        except InfraError:
            local = None
        if local is not None:
            with build_lock(C.TOOLS_IMAGE + "@" + C.LOCAL_ENGINE):
                _ensure_tools_image(local, C.LOCAL_ENGINE)
            if _ship_from_local_engine(C.TOOLS_IMAGE, here):
                return
    from docker.errors import DockerException

    base = ensure_base_image(client, "cpu", engine=here)
    log.info("building the harness's tools image %s (busybox-static, once per engine)", C.TOOLS_IMAGE)
    dockerfile = TOOLS_DOCKERFILE.format(base=base.ref).encode()
    try:
        client.images.build(
            fileobj=io.BytesIO(dockerfile), tag=C.TOOLS_IMAGE, labels={C.LABEL_KIND: "tools"}, rm=True, pull=False
        )
    except DockerException as e:
        raise ImageBuildError(
            f"building the harness's tools image {C.TOOLS_IMAGE} (Debian's busybox-static on {base.ref}) "
            f"failed: {str(e).splitlines()[0][:200]}; it needs Debian's archive once"
        ) from None


def ensure_tools_volume(client, *, engine: str | None = None) -> str:
    """The read-only tools every sandbox mounts at SANDBOX_TOOLS_DIR (Debian's static busybox): a
    volume filled once per engine from the tools image (_ensure_tools_image). Its name."""
    from docker.errors import DockerException, NotFound

    def have_volume() -> bool:
        try:
            client.api.inspect_volume(C.TOOLS_VOLUME)
            return True
        except NotFound:
            return False

    if have_volume():
        return C.TOOLS_VOLUME
    with build_lock(f"{C.TOOLS_VOLUME}@{engine or ''}"):
        if have_volume():
            return C.TOOLS_VOLUME
        _ensure_tools_image(client, engine)
        # a new named volume mounted where the image has files is filled with them at create
        holder = None
        try:
            client.api.create_volume(C.TOOLS_VOLUME, labels={C.LABEL_KIND: "tools"})
            holder = client.api.create_container(
                C.TOOLS_IMAGE,
                ["true"],
                labels={C.LABEL_KIND: "tools"},
                host_config=client.api.create_host_config(binds={C.TOOLS_VOLUME: {"bind": C.SANDBOX_TOOLS_DIR}}),
            )
        except DockerException as e:
            try:
                client.api.remove_volume(C.TOOLS_VOLUME)
            except DockerException:
                pass
            raise ImageBuildError(f"making the tools volume {C.TOOLS_VOLUME}: {str(e).splitlines()[0][:200]}") from None
        finally:
            if holder is not None:
                client.api.remove_container(holder["Id"], force=True)
    return C.TOOLS_VOLUME
