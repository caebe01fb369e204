/* profile.c - WBUF_PROFILE handling, see profile.h. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "profile.h"
#include "wbuf.h"

static const struct wbuf_profile profiles[] = {
    {
        .name = "testbed",
        .copybuf = WBUF_COPYBUF_SIZE,
        .gather_iov = WBUF_GATHER_IOV,
        .gather_bytes = WBUF_GATHER_BYTES,
        .pwseg = WBUF_PWSEG_SIZE,
        .adapt_min = WBUF_ADAPT_MIN,
        .adapt_max = WBUF_ADAPT_MAX,
        .adapt_grow_after = WBUF_ADAPT_GROW_AFTER,
    },
    {
        /* 512 MiB loggers running eight writers next to the application:
         * every writer gets at most 8 KiB of buffers */
        .name = "logger",
        .copybuf = 1024,
        .gather_iov = 8,
        .gather_bytes = 2048,
        .pwseg = 4096,
        .adapt_min = 256,
        .adapt_max = 8192,
        .adapt_grow_after = 2,
    },
};

static const struct wbuf_profile *active;

const struct wbuf_profile *wbuf_profile_find(const char *name)
{
    size_t i;
    for (i = 0; i < sizeof(profiles) / sizeof(profiles[0]); i++)
        if (strcmp(profiles[i].name, name) == 0)
            return &profiles[i];
    return NULL;
}

const struct wbuf_profile *wbuf_profile(void)
{
    if (!active) {
        const char *env = getenv("WBUF_PROFILE");
        if (env && *env) {
            active = wbuf_profile_find(env);
            if (!active)
                fprintf(stderr, "wbuf: unknown WBUF_PROFILE=%s, using testbed\n", env);
        }
        if (!active)
            active = &profiles[0];
    }
    return active;
}

void wbuf_profile_set(const struct wbuf_profile *p)
{
    active = p;
}
