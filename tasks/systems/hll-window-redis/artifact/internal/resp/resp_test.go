package resp

import (
	"bufio"
	"net"
	"testing"
)

// fakeServer answers each request on one end of a pipe with canned replies.
func fakeServer(t *testing.T, replies ...string) *Conn {
	client, server := net.Pipe()
	go func() {
		r := bufio.NewReader(server)
		for _, rep := range replies {
			// consume one request: "*N" then N bulk strings
			line, err := r.ReadString('\n')
			if err != nil {
				return
			}
			var n int
			for _, ch := range line[1 : len(line)-2] {
				n = n*10 + int(ch-'0')
			}
			for i := 0; i < 2*n; i++ {
				if _, err := r.ReadString('\n'); err != nil {
					return
				}
			}
			server.Write([]byte(rep))
		}
	}()
	return NewConn(client)
}

func TestSimpleAndInt(t *testing.T) {
	c := fakeServer(t, "+PONG\r\n", ":42\r\n")
	v, err := c.Do("PING")
	if err != nil || v != "PONG" {
		t.Fatalf("PING: %v %v", v, err)
	}
	n, err := Int(c.Do("SCARD", "k"))
	if err != nil || n != 42 {
		t.Fatalf("SCARD: %v %v", n, err)
	}
}

func TestBulkArrayAndError(t *testing.T) {
	c := fakeServer(t, "*2\r\n$3\r\nfoo\r\n$-1\r\n", "-ERR nope\r\n")
	s, err := Strings(c.Do("MGET", "a", "b"))
	if err != nil || len(s) != 2 || s[0] != "foo" || s[1] != "" {
		t.Fatalf("MGET: %q %v", s, err)
	}
	if _, err := c.Do("BAD"); err == nil || err.Error() != "ERR nope" {
		t.Fatalf("want server error, got %v", err)
	}
}

func TestPipeline(t *testing.T) {
	c := fakeServer(t, ":1\r\n", ":0\r\n", ":1\r\n")
	for _, m := range []string{"a", "b", "c"} {
		if err := c.Send("SADD", "s", m); err != nil {
			t.Fatal(err)
		}
	}
	r, err := c.Flush()
	if err != nil || len(r) != 3 || r[1].(int64) != 0 {
		t.Fatalf("pipeline: %v %v", r, err)
	}
}
