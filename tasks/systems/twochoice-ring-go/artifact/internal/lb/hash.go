package lb

// 64-bit FNV-1a followed by a murmur-style finaliser: cheap and well mixed.
func hash64(s string, salt uint64) uint64 {
	h := uint64(14695981039346656037) ^ salt
	for i := 0; i < len(s); i++ {
		h ^= uint64(s[i])
		h *= 1099511628211
	}
	return mix64(h)
}

func mix64(z uint64) uint64 {
	z ^= z >> 33
	z *= 0xff51afd7ed558ccd
	z ^= z >> 33
	z *= 0xc4ceb9fe1a85ec53
	z ^= z >> 33
	return z
}

// Key is one object with its request weight.
type Key struct {
	Name   string
	Weight int64
}
