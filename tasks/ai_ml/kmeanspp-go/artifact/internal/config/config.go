// Package config holds the experiment settings: built-in defaults, then a JSON file (the
// paper's settings in configs/paper.json unless -config names another), then local overrides.
package config

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"strings"
)

// Config is one experiment's settings.
type Config struct {
	Ks       []int    `json:"ks"`
	Methods  []string `json:"methods"`
	Restarts int      `json:"restarts"`
	MaxIter  int      `json:"max_iter"`
	Tol      float64  `json:"tol"`
	// Synthetic data (used when no -data file is given).
	N       int     `json:"n"`
	Centers int     `json:"centers"`
	Dim     int     `json:"dim"`
	Spread  float64 `json:"spread"`
	// SeedBase: restart r of data seed s uses generator seed s*SeedBase + r.
	SeedBase int64 `json:"seed_base"`
}

// Default is the built-in configuration.
func Default() Config {
	return Config{
		Ks: []int{4, 8, 12, 16}, Methods: []string{"random", "kmeans++"},
		Restarts: 20, MaxIter: 300, N: 2400, Centers: 12, Dim: 2, Spread: 0.9, SeedBase: 1000,
	}
}

// LocalFile is read after the main configuration when it exists in the working directory.
const LocalFile = "kmeans.local.json"

// merge overlays the JSON object in data on c.
func merge(c *Config, data []byte, name string) error {
	dec := json.NewDecoder(strings.NewReader(string(data)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(c); err != nil {
		return fmt.Errorf("config %s: %w", name, err)
	}
	return nil
}

// Load returns the defaults overlaid by path (when not empty) and then by LocalFile.
func Load(path string) (Config, error) {
	c := Default()
	if path != "" {
		data, err := os.ReadFile(path)
		if err != nil {
			return c, err
		}
		if err := merge(&c, data, path); err != nil {
			return c, err
		}
	}
	data, err := os.ReadFile(LocalFile)
	switch {
	case err == nil:
		if err := merge(&c, data, LocalFile); err != nil {
			return c, err
		}
	case !errors.Is(err, fs.ErrNotExist):
		return c, err
	}
	return c, c.Validate()
}

// Validate rejects settings the experiment cannot run with.
func (c Config) Validate() error {
	switch {
	case len(c.Ks) == 0:
		return errors.New("config: ks is empty")
	case c.Restarts < 1:
		return errors.New("config: restarts must be at least 1")
	case c.MaxIter < 1:
		return errors.New("config: max_iter must be at least 1")
	case c.Tol < 0:
		return errors.New("config: tol must not be negative")
	}
	for _, m := range c.Methods {
		if m != "random" && m != "kmeans++" {
			return fmt.Errorf("config: unknown method %q", m)
		}
	}
	return nil
}

// String is the one-line summary kmtable prints.
func (c Config) String() string {
	return fmt.Sprintf("ks=%v methods=%v restarts=%d max_iter=%d tol=%g", c.Ks, c.Methods, c.Restarts, c.MaxIter, c.Tol)
}
