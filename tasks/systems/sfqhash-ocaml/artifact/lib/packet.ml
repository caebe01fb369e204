(* Time is measured in byte-times of the bottleneck link: a packet of [size]
   bytes occupies the link for exactly [size] ticks. *)

type t = {
  flow : int;     (* index into the workload's flow table *)
  seq : int;      (* per-flow sequence number *)
  arrival : int;  (* tick at which the packet reaches the queue *)
  size : int;     (* bytes *)
}

let compare_arrival a b =
  match compare a.arrival b.arrival with
  | 0 -> ( match compare a.flow b.flow with 0 -> compare a.seq b.seq | c -> c)
  | c -> c

let to_string p = Printf.sprintf "f%d#%d@%d(%dB)" p.flow p.seq p.arrival p.size
