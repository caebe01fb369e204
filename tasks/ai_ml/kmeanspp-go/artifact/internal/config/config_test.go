package config

import (
	"os"
	"path/filepath"
	"testing"
)

func TestDefaultValid(t *testing.T) {
	if err := Default().Validate(); err != nil {
		t.Fatal(err)
	}
}

func TestMergeOverlays(t *testing.T) {
	c := Default()
	if err := merge(&c, []byte(`{"restarts": 5, "ks": [2]}`), "t"); err != nil {
		t.Fatal(err)
	}
	if c.Restarts != 5 || len(c.Ks) != 1 || c.MaxIter != 300 {
		t.Fatalf("got %+v", c)
	}
}

func TestMergeRejectsUnknown(t *testing.T) {
	c := Default()
	if err := merge(&c, []byte(`{"restart": 5}`), "t"); err == nil {
		t.Fatal("a misspelt key was accepted")
	}
}

func TestLoadFile(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "c.json")
	if err := os.WriteFile(p, []byte(`{"max_iter": 50}`), 0o644); err != nil {
		t.Fatal(err)
	}
	wd, _ := os.Getwd()
	defer os.Chdir(wd)
	os.Chdir(dir)
	c, err := Load(p)
	if err != nil {
		t.Fatal(err)
	}
	if c.MaxIter != 50 {
		t.Fatalf("max_iter %d", c.MaxIter)
	}
}

func TestValidate(t *testing.T) {
	c := Default()
	c.Methods = []string{"kmeans||"}
	if c.Validate() == nil {
		t.Fatal("unknown method accepted")
	}
}
