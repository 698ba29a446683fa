#!/usr/bin/env bash
# The test command's HTTP server must not outlive it: start_server then stop_server leaves no process and no
# listening port. (It used to: the EXIT trap killed the subshell that ran the server function, not the python
# server inside it, so every test run leaked a server and a port.)
source "$(dirname "$0")/../../scripts/lib.sh"
port=$(free_port)
start_server "$port"
pid=$SERVER_PID
stop_server
for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
if kill -0 "$pid" 2>/dev/null; then echo "FAIL: server process $pid still running after stop_server" >&2; exit 1; fi
if curl -s -o /dev/null "http://127.0.0.1:$port/"; then echo "FAIL: port $port still answers after stop_server" >&2; exit 1; fi
if pgrep -f "static_server.py $port " >/dev/null; then echo "FAIL: a static server on port $port is still running" >&2; exit 1; fi
echo "server-lifecycle: 1 passed, 0 failed"
