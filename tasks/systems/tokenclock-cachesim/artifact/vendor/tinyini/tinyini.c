/*
 * tinyini.c -- see tinyini.h.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "tinyini.h"

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

/* cut an inline comment: ';' or '#' preceded by whitespace, outside quotes */
static void cut_comment(char *s)
{
    int quoted = 0;
    char *p;

    for (p = s; *p; p++) {
        if (*p == '"')
            quoted = !quoted;
        else if (!quoted && (*p == ';' || *p == '#') && p > s && isspace((unsigned char)p[-1])) {
            *p = '\0';
            return;
        }
    }
}

static void unquote(char *s)
{
    size_t n = strlen(s);

    if (n >= 2 && s[0] == '"' && s[n - 1] == '"') {
        memmove(s, s + 1, n - 2);
        s[n - 2] = '\0';
    }
}

/* one logical line; returns 0, or -1 on a syntax error, or the handler's value */
static int parse_line(char *line, char *section, size_t section_size,
                      tinyini_handler h, void *user, int lineno)
{
    char *s = lskip(rstrip(line)), *eq, *key, *val, *end;

    if (*s == '\0' || *s == ';' || *s == '#')
        return 0;
    if (*s == '[') {
        end = strchr(s, ']');
        if (!end)
            return -1;
        *end = '\0';
        snprintf(section, section_size, "%s", rstrip(lskip(s + 1)));
        return 0;
    }
    eq = strchr(s, '=');
    if (!eq)
        return -1;
    *eq = '\0';
    key = rstrip(s);
    val = eq + 1;
    cut_comment(val);
    val = rstrip(lskip(val));
    unquote(val);
    if (*key == '\0')
        return -1;
    return h(user, section, key, val, lineno);
}

int tinyini_parse_stream(FILE *f, tinyini_handler h, void *user)
{
    char line[TINYINI_MAX_LINE], section[64] = "";
    int lineno = 0, r;

    while (fgets(line, sizeof line, f)) {
        lineno++;
        if (lineno == 1 && (unsigned char)line[0] == 0xEF && (unsigned char)line[1] == 0xBB
            && (unsigned char)line[2] == 0xBF)
            memmove(line, line + 3, strlen(line + 3) + 1);     /* UTF-8 BOM */
        r = parse_line(line, section, sizeof section, h, user, lineno);
        if (r < 0)
            return lineno;
        if (r > 0)
            return r;
    }
    return 0;
}

int tinyini_parse_file(const char *path, tinyini_handler h, void *user)
{
    FILE *f = fopen(path, "r");
    int r;

    if (!f)
        return -1;
    r = tinyini_parse_stream(f, h, user);
    fclose(f);
    return r;
}

int tinyini_parse_string(const char *text, tinyini_handler h, void *user)
{
    char line[TINYINI_MAX_LINE], section[64] = "";
    const char *p = text, *nl;
    int lineno = 0, r;
    size_t n;

    while (*p) {
        nl = strchr(p, '\n');
        n = nl ? (size_t)(nl - p) : strlen(p);
        if (n >= sizeof line)
            n = sizeof line - 1;
        memcpy(line, p, n);
        line[n] = '\0';
        lineno++;
        r = parse_line(line, section, sizeof section, h, user, lineno);
        if (r < 0)
            return lineno;
        if (r > 0)
            return r;
        p = nl ? nl + 1 : p + n;
    }
    return 0;
}
