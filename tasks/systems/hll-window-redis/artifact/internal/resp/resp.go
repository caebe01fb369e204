// Package resp is a minimal RESP2 client: enough for the benchmark's
// commands, pipelining and EVALSHA, with no dependencies.
package resp

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"net"
	"slices"
	"strconv"
	"strings"
)

// Error is a server error reply (-ERR ...).
type Error string

func (e Error) Error() string { return string(e) }

// Conn is one connection to a Redis server.
type Conn struct {
	c  net.Conn
	r  *bufio.Reader
	w  *bufio.Writer
	np int // replies still to read for queued commands
}

// Dial connects to addr; an address starting with '/' is a unix socket.
func Dial(addr string) (*Conn, error) {
	network := "tcp"
	if strings.HasPrefix(addr, "/") {
		network = "unix"
	}
	c, err := net.Dial(network, addr)
	if err != nil {
		return nil, err
	}
	return NewConn(c), nil
}

// NewConn wraps an established stream.
func NewConn(c net.Conn) *Conn {
	return &Conn{c: c, r: bufio.NewReaderSize(c, 1<<16), w: bufio.NewWriterSize(c, 1<<16)}
}

func (c *Conn) Close() error { return c.c.Close() }

// Send queues a command without reading its reply.
func (c *Conn) Send(args ...any) error {
	if _, err := fmt.Fprintf(c.w, "*%d\r\n", len(args)); err != nil {
		return err
	}
	for _, a := range args {
		var s string
		switch v := a.(type) {
		case string:
			s = v
		case []byte:
			s = string(v)
		case int:
			s = strconv.Itoa(v)
		case int64:
			s = strconv.FormatInt(v, 10)
		case uint64:
			s = strconv.FormatUint(v, 10)
		default:
			return fmt.Errorf("resp: unsupported argument type %T", a)
		}
		if _, err := fmt.Fprintf(c.w, "$%d\r\n%s\r\n", len(s), s); err != nil {
			return err
		}
	}
	c.np++
	return nil
}

// Flush writes queued commands and reads all their replies in order.
func (c *Conn) Flush() ([]any, error) {
	if err := c.w.Flush(); err != nil {
		return nil, err
	}
	out := make([]any, 0, c.np)
	var firstErr error
	for range c.np {
		v, err := c.read()
		if err != nil {
			var se Error
			if !errors.As(err, &se) {
				return nil, err
			}
			if firstErr == nil {
				firstErr = err
			}
		}
		out = append(out, v)
	}
	c.np = 0
	return out, firstErr
}

// Do sends one command and returns its reply.
func (c *Conn) Do(args ...any) (any, error) {
	if c.np != 0 {
		return nil, errors.New("resp: Do with queued commands")
	}
	if err := c.Send(args...); err != nil {
		return nil, err
	}
	r, err := c.Flush()
	if len(r) == 0 {
		return nil, err
	}
	return r[0], err
}

func (c *Conn) line() (string, error) {
	s, err := c.r.ReadString('\n')
	if err != nil {
		return "", err
	}
	if !strings.HasSuffix(s, "\r\n") {
		return "", errors.New("resp: malformed line")
	}
	return s[:len(s)-2], nil
}

func (c *Conn) read() (any, error) {
	l, err := c.line()
	if err != nil {
		return nil, err
	}
	if l == "" {
		return nil, errors.New("resp: empty reply")
	}
	body := l[1:]
	switch l[0] {
	case '+':
		return body, nil
	case '-':
		return nil, Error(body)
	case ':':
		return strconv.ParseInt(body, 10, 64)
	case '$':
		n, err := strconv.Atoi(body)
		if err != nil {
			return nil, err
		}
		if n < 0 {
			return nil, nil
		}
		buf := make([]byte, n+2)
		if _, err := io.ReadFull(c.r, buf); err != nil {
			return nil, err
		}
		return string(buf[:n]), nil
	case '*':
		n, err := strconv.Atoi(body)
		if err != nil {
			return nil, err
		}
		if n < 0 {
			return nil, nil
		}
		arr := make([]any, n)
		for i := range n {
			if arr[i], err = c.read(); err != nil {
				return nil, err
			}
		}
		return arr, nil
	}
	return nil, fmt.Errorf("resp: unknown reply type %q", l[0])
}

// Int converts an integer reply.
func Int(v any, err error) (int64, error) {
	if err != nil {
		return 0, err
	}
	switch x := v.(type) {
	case int64:
		return x, nil
	case string:
		return strconv.ParseInt(x, 10, 64)
	}
	return 0, fmt.Errorf("resp: not an integer reply: %v", v)
}

// Strings converts an array reply of bulk strings (nil entries become "").
func Strings(v any, err error) ([]string, error) {
	if err != nil {
		return nil, err
	}
	arr, ok := v.([]any)
	if !ok {
		return nil, fmt.Errorf("resp: not an array reply: %v", v)
	}
	out := make([]string, 0, len(arr))
	for _, e := range arr {
		s, _ := e.(string)
		out = append(out, s)
	}
	return slices.Clip(out), nil
}
