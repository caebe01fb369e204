/*
 * tinyini -- a minimal INI-style configuration reader.
 *
 * Vendored into cachesim (version 1.2).  Syntax:
 *
 *     ; comment            # comment
 *     [section]
 *     key = value          inline comments start with " ;" or " #"
 *
 * Keys and section names are case-sensitive; whitespace around keys and values
 * is trimmed.  Values may be quoted with "..." to keep leading blanks or ';'.
 * The handler is called once per key with the current section ("" before the
 * first section header).  A handler returning non-zero stops parsing.
 */
#ifndef TINYINI_H
#define TINYINI_H

#include <stdio.h>

#define TINYINI_MAX_LINE 512

typedef int (*tinyini_handler)(void *user, const char *section,
                               const char *key, const char *value, int lineno);

/* Returns 0 on success, the number of the first bad line (> 0) on a syntax
 * error, -1 when the file cannot be opened, or the handler's non-zero value. */
int tinyini_parse_file(const char *path, tinyini_handler h, void *user);
int tinyini_parse_stream(FILE *f, tinyini_handler h, void *user);
int tinyini_parse_string(const char *text, tinyini_handler h, void *user);

#endif
