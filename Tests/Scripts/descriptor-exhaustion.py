#!/usr/bin/python3
"""Runs `frolic preview` (or `frolic snapshot --review`) with an open-file
limit and more idle client connections than the limit, then closes them, and
checks that the server never dies and answers again afterwards:

    descriptor-exhaustion.py [--runs N] [--limit 1024] [--connections 1500]
                             [--hold SECONDS] [--binary PATH] [--review] [--scene FILE] [--core]

Each run starts a server (`ulimit -n LIMIT`, port 0, backtraces on) on a
copy of the scene, waits for its page (not for its first render, which may
still run), opens CONNECTIONS idle connections to it, and holds them HOLD
seconds while it saves the scene again (the preview renders it anew, with no
descriptor to spare) and asks for the page and the render on connections of
its own; then it closes them, asks for the page until it answers (at most
20 s) and stops the server with SIGINT, which must end it with its own status
(0; the review's is its results', 0 or 1), never a signal's. A run that sees the server die, or no answer afterwards, keeps
the server's stderr and stops the script with status 1. Prints one line a
run and a summary. Needs an open-file limit of its own above CONNECTIONS."""
import argparse
import os
import resource
import signal
import socket
import subprocess
import sys
import time

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))


def fail(message):
    print("descriptor-exhaustion: " + message, file=sys.stderr)
    sys.exit(1)


def ask(port, path, timeout=3.0):
    """The status of GET path, or None when the server does not answer in time."""
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=timeout) as s:
            s.settimeout(timeout)
            s.sendall(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n\r\n".encode())
            head = b""
            while b"\r\n" not in head:
                chunk = s.recv(4096)
                if not chunk:
                    return None
                head += chunk
            return int(head.split(b" ")[1])
    except (OSError, ValueError, IndexError):
        return None


def descriptors(pid):
    """How many descriptors the server holds now (0 once it is gone)."""
    try:
        return len(os.listdir(f"/proc/{pid}/fd"))
    except OSError:
        return 0


def open_idle(port, count, pid):
    """COUNT connections that send nothing. They go in batches, each once the
    server has taken most of the last: past a full listen queue the kernel
    drops a connect the client believes made, so a flood faster than the
    server accepts never brings it to its limit. Once the server takes no
    more for half a second (at its limit), the rest go at once and are left
    pending, as a flood leaves them."""
    base = descriptors(pid)
    opened = []
    full = False
    while len(opened) < count:
        for _ in range(min(32, count - len(opened))):
            s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
            s.setblocking(False)
            try:
                s.connect(("127.0.0.1", port))
            except BlockingIOError:
                pass
            except OSError:
                s.close()
                continue
            opened.append(s)
        waited = 0.0
        while not full and len(opened) - (descriptors(pid) - base) > 96:
            time.sleep(0.01)
            waited += 0.01
            full = waited >= 0.5
    return opened


def start(args, stderr_path):
    if args.review:
        command = [args.binary, "snapshot", args.copy, "--references", args.references, "--review", "--port", "0"]
    else:
        command = [args.binary, "preview", args.copy, "--port", "0"]
    shell = f"ulimit -n {args.limit} && exec " + " ".join(f"'{c}'" for c in command)
    env = dict(os.environ, SWIFT_BACKTRACE="enable=yes,interactive=no")
    if args.core:
        # The backtracer needs descriptors too ("unable to fetch crash info"): a core file instead.
        shell = "ulimit -c unlimited && " + shell
        env["SWIFT_BACKTRACE"] = "enable=no"
    env.pop("CI", None)   # a review refuses to wait for clicks under CI
    stderr = open(stderr_path, "w")
    server = subprocess.Popen(["bash", "-c", shell], stdout=subprocess.PIPE, stderr=stderr, env=env, cwd=args.folder,
                              text=True)
    line = server.stdout.readline()
    for _ in range(30):   # the review prints its run's lines before its address
        if " at http://" in line:
            break
        line = server.stdout.readline()
    if " at http://" not in line:
        server.kill()
        fail(f"no address from the server: {line!r}; see {stderr_path}")
    port = int(line.strip().rstrip("/").rsplit(":", 1)[1].split("/")[0])
    return server, port


def one_run(args, number):
    stderr_path = os.path.join(args.folder, f"run-{number}.stderr")
    server, port = start(args, stderr_path)
    deadline = time.time() + 60
    while ask(port, "/") != 200:
        if server.poll() is not None or time.time() > deadline:
            fail(f"run {number}: the page never answered (status {server.poll()}); see {stderr_path}")
        time.sleep(0.1)
    idle = open_idle(port, args.connections, server.pid)
    peak = descriptors(server.pid)
    if not args.review:
        with open(args.copy, "rb") as f:
            text = f.read()
        with open(args.copy, "wb") as f:   # a save: new stamp, same scene
            f.write(text)
    end = time.time() + args.hold
    while time.time() < end:
        # Routes that open files (the render, the scene), while no descriptor is free.
        for path in (["/", "/results.json"] if args.review else ["/", "/render.gif", "/scene.json", "/info.json"]):
            ask(port, path, timeout=0.5)
            peak = max(peak, descriptors(server.pid))
        if server.poll() is not None:
            break
    for s in idle:
        s.close()
    answered = None
    deadline = time.time() + 20
    while server.poll() is None and time.time() < deadline:
        answered = ask(port, "/")
        if answered == 200:
            break
        time.sleep(0.2)
    died = server.poll()
    if died is None:
        server.send_signal(signal.SIGINT)
        try:
            died = server.wait(timeout=20)
        except subprocess.TimeoutExpired:
            server.kill()
            fail(f"run {number}: the server did not stop on SIGINT; see {stderr_path}")
        if answered != 200:
            fail(f"run {number}: no answer after the connections closed (last: {answered}); see {stderr_path}")
        if died not in ((0, 1) if args.review else (0,)):
            fail(f"run {number}: the server ended with status {died} on SIGINT; see {stderr_path}")
    else:
        fail(f"run {number}: the server died with status {died} (signal {-died if died < 0 else died - 128}) "
             f"while out of descriptors; see {stderr_path}")
    with open(stderr_path) as f:
        logged = [l for l in f.read().splitlines() if "open-file limit" in l]
    return logged, peak


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=50)
    parser.add_argument("--limit", type=int, default=1024)
    parser.add_argument("--connections", type=int, default=1500)
    parser.add_argument("--hold", type=float, default=3.0)
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "debug", "frolic"))
    parser.add_argument("--scene", default=os.path.join(ROOT, "Examples", "flow.json"))
    parser.add_argument("--review", action="store_true", help="serve a failing snapshot's review instead of a preview")
    parser.add_argument("--folder", default=None,
                        help="where the servers' stderr is kept (default: a new temporary folder, removed when every run passed)")
    parser.add_argument("--core", action="store_true",
                        help="a server that dies leaves a core file in the folder (for gdb) instead of a Swift backtrace")
    args = parser.parse_args()
    args.binary = os.path.abspath(args.binary)
    args.scene = os.path.abspath(args.scene)
    made = args.folder is None
    if made:
        import tempfile
        args.folder = tempfile.mkdtemp(prefix="frolic-descriptors-")
    os.makedirs(args.folder, exist_ok=True)
    args.references = os.path.join(args.folder, "references")
    args.copy = os.path.join(args.folder, os.path.basename(args.scene))
    with open(args.scene, "rb") as f:
        scene = f.read()
    with open(args.copy, "wb") as f:
        f.write(scene)
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    need = args.connections + 64
    if soft < need:
        if hard != resource.RLIM_INFINITY and hard < need:
            fail(f"this script needs an open-file limit of {need}; it has {hard}")
        resource.setrlimit(resource.RLIMIT_NOFILE, (need, hard))
    if args.review:
        # A run whose scene may fail: references recorded, then the seed changed.
        subprocess.run([args.binary, "snapshot", args.copy, "--references", args.references, "--record"],
                       check=True, capture_output=True, cwd=args.folder)
        import json
        edited = json.loads(scene)
        edited["seed"] = edited.get("seed", 0) + 1
        with open(args.copy, "w") as f:
            json.dump(edited, f, indent=2)
    started = time.time()
    for number in range(1, args.runs + 1):
        began = time.time()
        logged, peak = one_run(args, number)
        print(f"run {number}: held {peak} descriptors of {args.limit}, answered afterwards, stopped on SIGINT "
              f"({time.time() - began:.1f} s)"
              + (f"; logged: {logged[0].strip()}" if logged else ""), flush=True)
    print(f"descriptor-exhaustion: {args.runs} runs, no trap, the server answered after each ({time.time() - started:.0f} s)")
    if made:   # kept only when a run failed, for its stderr (and core)
        import shutil
        shutil.rmtree(args.folder, ignore_errors=True)


if __name__ == "__main__":
    main()
