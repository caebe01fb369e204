/*
 * kvqd - the kvq storage node.
 *
 *   kvqd --id N --listen HOST:PORT --peers n0=HOST:PORT,n1=...
 *        [--config FILE] [--data DIR] [--tick T] [--log FILE] [--log-level L]
 *
 * Cluster membership (ids, names, addresses) comes from --peers so that a
 * launcher can place nodes anywhere; tunables (quorums, vnodes, WAL
 * settings) come from the configuration file: --config, else the file
 * named by $KVQD_CONFIG, else /etc/kvq/kvqd.conf, else built-in defaults.
 */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../common/log.h"
#include "../common/net.h"
#include "node.h"

static kvqd_node g_node;

static void usage(void)
{
    fprintf(stderr,
            "usage: kvqd --id N --listen HOST:PORT --peers NAME=HOST:PORT,...\n"
            "            [--config FILE] [--data DIR] [--tick T] [--log FILE]\n"
            "            [--log-level error|warn|info|debug] [--version]\n"
            "  --config  tunables (default: $KVQD_CONFIG, then /etc/kvq/kvqd.conf)\n"
            "  --tick    logical time at start (the group-commit window starts here)\n");
}

static int parse_peers(kvq_conf *c, const char *spec)
{
    char *dup = strdup(spec), *save = NULL, *tok;
    int n = 0;
    for (tok = strtok_r(dup, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
        char *eq = strchr(tok, '=');
        kvq_node_addr *a;
        if (!eq || n >= KVQ_MAX_NODES) {
            free(dup);
            return -1;
        }
        *eq = '\0';
        a = &c->nodes[n];
        snprintf(a->name, sizeof(a->name), "%s", tok);
        if (kvq_parse_hostport(eq + 1, a->host, sizeof(a->host), &a->port) < 0) {
            free(dup);
            return -1;
        }
        n++;
    }
    free(dup);
    c->nnodes = n;
    return n;
}

static void on_term(int sig)
{
    (void)sig;
    g_node.running = 0;
}

int main(int argc, char **argv)
{
    const char *config = NULL, *peers = NULL, *listen_addr = NULL;
    const char *logfile = NULL, *loglevel = NULL, *data = NULL;
    int id = -1, i;
    long long tick = 0;
    kvq_node_addr saved[KVQ_MAX_NODES];
    int nsaved;

    kvq_log_init("kvqd", KVQ_LOG_INFO);
    for (i = 1; i < argc; i++) {
        const char *a = argv[i];
        const char *v = (i + 1 < argc) ? argv[i + 1] : NULL;
        if (strcmp(a, "--version") == 0) {
            printf("kvqd %s\n", KVQD_VERSION);
            return 0;
        } else if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            usage();
            return 0;
        }
        if (!v) {
            usage();
            return 2;
        }
        if (strcmp(a, "--id") == 0)
            id = atoi(v);
        else if (strcmp(a, "--listen") == 0)
            listen_addr = v;
        else if (strcmp(a, "--peers") == 0)
            peers = v;
        else if (strcmp(a, "--config") == 0 || strcmp(a, "-c") == 0)
            config = v;
        else if (strcmp(a, "--data") == 0)
            data = v;
        else if (strcmp(a, "--tick") == 0)
            tick = atoll(v);
        else if (strcmp(a, "--log") == 0)
            logfile = v;
        else if (strcmp(a, "--log-level") == 0)
            loglevel = v;
        else {
            usage();
            return 2;
        }
        i++;
    }
    if (id < 0 || !listen_addr || !peers) {
        usage();
        return 2;
    }
    if (logfile && kvq_log_open(logfile) < 0) {
        fprintf(stderr, "kvqd: cannot open log %s\n", logfile);
        return 1;
    }

    memset(&g_node, 0, sizeof(g_node));
    g_node.id = id;
    g_node.start_tick = tick;
    g_node.lfd = -1;
    kvq_conf_defaults(&g_node.conf);

    if (!config)
        config = getenv("KVQD_CONFIG");
    if (!config && access("/etc/kvq/kvqd.conf", R_OK) == 0)
        config = "/etc/kvq/kvqd.conf";
    if (config) {
        int rc = kvq_conf_load(&g_node.conf, config);
        if (rc < 0) {
            LOG_ERR("cannot read config %s", config);
            return 1;
        }
        if (rc > 0) {
            LOG_ERR("%s:%d: syntax error", config, rc);
            return 1;
        }
    }
    kvq_log_level = kvq_log_parse_level(loglevel ? loglevel : g_node.conf.log_level);

    /* membership always comes from the command line */
    nsaved = g_node.conf.nnodes;
    memcpy(saved, g_node.conf.nodes, sizeof(saved));
    if (parse_peers(&g_node.conf, peers) < 0) {
        LOG_ERR("bad --peers '%s'", peers);
        return 2;
    }
    if (nsaved && nsaved != g_node.conf.nnodes)
        LOG_WARN("config lists %d nodes, --peers %d; using --peers", nsaved,
                 g_node.conf.nnodes);
    if (id >= g_node.conf.nnodes) {
        LOG_ERR("--id %d out of range (%d peers)", id, g_node.conf.nnodes);
        return 2;
    }
    if (kvq_parse_hostport(listen_addr, g_node.listen_host, sizeof(g_node.listen_host),
                           &g_node.listen_port) < 0) {
        LOG_ERR("bad --listen '%s'", listen_addr);
        return 2;
    }
    if (data)
        snprintf(g_node.data_dir, sizeof(g_node.data_dir), "%s", data);
    else
        snprintf(g_node.data_dir, sizeof(g_node.data_dir), "%s/node-%d",
                 g_node.conf.data_root, id);
    kvq_conf_dump(&g_node.conf, "");

    signal(SIGPIPE, SIG_IGN);
    signal(SIGTERM, on_term);
    signal(SIGINT, on_term);

    if (kvqd_node_start(&g_node) < 0) {
        LOG_ERR("startup failed");
        return 1;
    }
    kvqd_node_run(&g_node);
    kvqd_node_stop(&g_node);
    LOG_INFO("node %d stopped", id);
    return 0;
}
