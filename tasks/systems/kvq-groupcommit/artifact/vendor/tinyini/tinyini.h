#ifndef KVQ_TINYINI_H
#define KVQ_TINYINI_H

#include <stdio.h>

/* handler returns 0 to continue, non-zero to stop parsing */
typedef int (*tinyini_handler)(void *user, const char *section,
                               const char *key, const char *value, int lineno);

/* returns 0 on success, -1 if the file cannot be opened, or the first
 * line number with a syntax error */
int tinyini_parse_file(const char *path, tinyini_handler h, void *user);
int tinyini_parse_stream(FILE *fp, tinyini_handler h, void *user);

#endif
