/*
 * tinyini 0.4 -- a very small INI reader.
 */
#include <ctype.h>
#include <string.h>
#include "tinyini.h"

#define TINYINI_MAX_LINE 512

static char *rstrip(char *s)
{
    char *p = s + strlen(s);
    while (p > s && isspace((unsigned char)p[-1]))
        *--p = '\0';
    return s;
}

static char *lskip(char *s)
{
    while (*s && isspace((unsigned char)*s))
        s++;
    return s;
}

/* strip a trailing comment: ';' or '#' preceded by whitespace */
static void strip_comment(char *s)
{
    char *p;
    for (p = s; *p; p++) {
        if ((*p == ';' || *p == '#') && (p == s || isspace((unsigned char)p[-1]))) {
            *p = '\0';
            return;
        }
    }
}

int tinyini_parse_stream(FILE *fp, tinyini_handler h, void *user)
{
    char line[TINYINI_MAX_LINE];
    char section[64] = "";
    int lineno = 0, error = 0;

    while (fgets(line, sizeof(line), fp)) {
        char *s, *eq, *key, *val;
        lineno++;
        s = lskip(rstrip(line));
        if (*s == '\0' || *s == ';' || *s == '#')
            continue;
        if (*s == '[') {
            char *end = strchr(s, ']');
            if (!end) {
                if (!error)
                    error = lineno;
                continue;
            }
            *end = '\0';
            strncpy(section, s + 1, sizeof(section) - 1);
            section[sizeof(section) - 1] = '\0';
            continue;
        }
        eq = strchr(s, '=');
        if (!eq) {
            if (!error)
                error = lineno;
            continue;
        }
        *eq = '\0';
        key = rstrip(s);
        val = lskip(eq + 1);
        strip_comment(val);
        rstrip(val);
        if (h(user, section, key, val, lineno) != 0)
            break;
    }
    return error;
}

int tinyini_parse_file(const char *path, tinyini_handler h, void *user)
{
    FILE *fp = fopen(path, "r");
    int rc;
    if (!fp)
        return -1;
    rc = tinyini_parse_stream(fp, h, user);
    fclose(fp);
    return rc;
}
