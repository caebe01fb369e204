/* granule.c - the three VMSAv8-64 granules at a 48-bit input size. */
#include "granule.h"
#include "string.h"

const struct granule granules[] = {
	{ "4k",  12,  9, 0, 4 },
	{ "16k", 14, 11, 0, 4 },
	{ "64k", 16, 13, 1, 3 },
};
const unsigned nr_granules = ARRAY_SIZE(granules);

const struct granule *granule_by_name(const char *name, size_t len)
{
	unsigned i;

	for (i = 0; i < nr_granules; i++)
		if (strlen(granules[i].name) == len &&
		    !strncmp(granules[i].name, name, len))
			return &granules[i];
	return NULL;
}
