(* A flow is identified by its 5-tuple, as a router would see it. *)

type t = {
  src : int;    (* IPv4 source address, 32 bits *)
  dst : int;    (* IPv4 destination address, 32 bits *)
  sport : int;  (* 16 bits *)
  dport : int;  (* 16 bits *)
  proto : int;  (* 8 bits: 6 = TCP, 17 = UDP *)
}

let ip_to_string a =
  Printf.sprintf "%d.%d.%d.%d" ((a lsr 24) land 255) ((a lsr 16) land 255)
    ((a lsr 8) land 255) (a land 255)

let to_string k =
  Printf.sprintf "%s:%d->%s:%d/%s" (ip_to_string k.src) k.sport
    (ip_to_string k.dst) k.dport
    (match k.proto with 6 -> "tcp" | 17 -> "udp" | p -> string_of_int p)

(* Wire layout hashed by the classifier: src(4) dst(4) sport(2) dport(2)
   proto(1), all big-endian, 13 bytes in total. *)
let to_bytes k =
  let b = Bytes.create 13 in
  Bytes.set_int32_be b 0 (Int32.of_int k.src);
  Bytes.set_int32_be b 4 (Int32.of_int k.dst);
  Bytes.set_uint16_be b 8 k.sport;
  Bytes.set_uint16_be b 10 k.dport;
  Bytes.set_uint8 b 12 k.proto;
  b

let compare a b = Stdlib.compare a b
let equal a b = compare a b = 0
