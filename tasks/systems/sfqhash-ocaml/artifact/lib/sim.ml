(* Single bottleneck link, one byte per tick, non-preemptive.

   Event order is fixed so that a run is a pure function of the workload and
   the discipline: when a departure and an arrival fall on the same tick the
   departure is processed first; after every event the link, if idle, starts
   the next packet the discipline hands out.  Arrivals after the horizon do
   not exist; the simulation runs until the last queued packet has left.

   The full Table 2 run serves a few million packets per discipline and seed,
   so the service log is kept flat: one int per departure, the start tick in
   the upper half and the packet's index in [Workload.packets] in the lower
   half, instead of one record per departure (which needed several GB). *)

type departure = { pkt : Packet.t; start : int; finish : int }

type trace = {
  log : int array;      (* packed (start, packet index), in service order *)
  served : int;         (* entries of [log] in use *)
  dropped : int array;  (* packet indices, in arrival order *)
  ndropped : int;
  end_time : int;
}

(* Current simulated time, for disciplines that need a clock (fq_codel). *)
let clock = ref 0

let index_bits = 32
let index_mask = (1 lsl index_bits) - 1

let pack ~start idx = (start lsl index_bits) lor idx
let start_of e = e lsr index_bits
let index_of e = e land index_mask

(* Growable int buffer. *)
type buf = { mutable a : int array; mutable n : int }

let buf_create cap = { a = Array.make (max 16 cap) 0; n = 0 }

let buf_push b x =
  if b.n = Array.length b.a then begin
    let a = Array.make (2 * b.n) 0 in
    Array.blit b.a 0 a 0 b.n;
    b.a <- a
  end;
  Array.unsafe_set b.a b.n x;
  b.n <- b.n + 1

let run (w : Workload.t) (s : Sched.t) =
  let pk = w.packets in
  let n = Array.length pk in
  if n > index_mask then invalid_arg "Sim.run: too many packets";
  (* Disciplines see packets, the log needs indices: per-flow sequence
     numbers of generated workloads are dense, so an offset per flow is
     enough; replayed traces fall back to a table. *)
  let nflows = Array.fold_left (fun m (p : Packet.t) -> max m (p.flow + 1)) 0 pk in
  let first = Array.make (nflows + 1) 0 in
  Array.iter (fun (p : Packet.t) -> first.(p.flow + 1) <- first.(p.flow + 1) + 1) pk;
  for f = 1 to nflows do first.(f) <- first.(f) + first.(f - 1) done;
  let by_flow = Array.make n (-1) in
  let dense = ref true in
  Array.iteri
    (fun i (p : Packet.t) ->
      let k = first.(p.flow) + p.seq in
      if p.seq < 0 || k >= first.(p.flow + 1) || by_flow.(k) >= 0 then dense := false
      else by_flow.(k) <- i)
    pk;
  let index_of_pkt =
    if !dense then fun (p : Packet.t) -> by_flow.(first.(p.flow) + p.seq)
    else begin
      let tbl = Hashtbl.create n in
      Array.iteri (fun i (p : Packet.t) -> Hashtbl.replace tbl (p.flow, p.seq) i) pk;
      fun (p : Packet.t) -> Hashtbl.find tbl (p.flow, p.seq)
    end
  in
  let deps = buf_create (n / 2) and drops = buf_create (n / 4) in
  let i = ref 0 in
  let now = ref 0 in
  let busy = ref false and cur_start = ref 0 and cur_finish = ref 0 and cur_idx = ref 0 in
  let start_next () =
    clock := !now;
    if not !busy then
      match s.dequeue () with
      | None -> ()
      | Some p ->
          busy := true;
          cur_start := !now;
          cur_finish := !now + p.size;
          cur_idx := index_of_pkt p
  in
  let continue = ref true in
  while !continue do
    if !busy && (!i >= n || !cur_finish <= pk.(!i).arrival) then begin
      now := !cur_finish;
      buf_push deps (pack ~start:!cur_start !cur_idx);
      busy := false
    end
    else if !i < n then begin
      let p = pk.(!i) in
      now := p.arrival;
      if not (s.enqueue p) then buf_push drops !i;
      incr i
    end;
    start_next ();
    if !i >= n && (not !busy) && Sched.is_empty s then continue := false
  done;
  { log = deps.a; served = deps.n; dropped = drops.a; ndropped = drops.n; end_time = !now }

(* The service log as records (tests, replay). *)
let departures (w : Workload.t) t =
  Array.init t.served (fun k ->
      let e = t.log.(k) in
      let pkt = w.packets.(index_of e) in
      let start = start_of e in
      { pkt; start; finish = start + pkt.size })

let dropped_packets (w : Workload.t) t = Array.init t.ndropped (fun k -> w.packets.(t.dropped.(k)))

(* 64-bit FNV-style digest of the service order: identical traces give
   identical digests, and any reordering changes it. *)
let order_digest (w : Workload.t) t =
  let h = ref Fhash.fnv_offset in
  for k = 0 to t.served - 1 do
    let p = w.packets.(index_of t.log.(k)) in
    let v = Int64.of_int ((p.Packet.flow lsl 20) lor (p.seq land 0xFFFFF)) in
    h := Int64.mul (Int64.logxor !h v) Fhash.fnv_prime
  done;
  !h
