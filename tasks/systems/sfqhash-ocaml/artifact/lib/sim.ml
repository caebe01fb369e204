(* Single bottleneck link, one byte per tick, non-preemptive.

   Event order is fixed so that a run is a pure function of the workload and
   the discipline: when a departure and an arrival fall on the same tick the
   departure is processed first; after every event the link, if idle, starts
   the next packet the discipline hands out.  Arrivals after the horizon do
   not exist; the simulation runs until the last queued packet has left. *)

type departure = { pkt : Packet.t; start : int; finish : int }

type trace = {
  departures : departure array;  (* in service order *)
  dropped : Packet.t array;      (* in arrival order *)
  end_time : int;
}

(* Current simulated time, for disciplines that need a clock (fq_codel). *)
let clock = ref 0

let run (w : Workload.t) (s : Sched.t) =
  let pk = w.packets in
  let n = Array.length pk in
  let deps = ref [] and drops = ref [] in
  let i = ref 0 in
  let now = ref 0 in
  let cur : departure option ref = ref None in
  let start_next () =
    clock := !now;
    match !cur with
    | Some _ -> ()
    | None -> (
        match s.dequeue () with
        | None -> ()
        | Some p -> cur := Some { pkt = p; start = !now; finish = !now + p.size })
  in
  let continue = ref true in
  while !continue do
    (match !cur with
    | Some d when !i >= n || d.finish <= pk.(!i).arrival ->
        now := d.finish;
        deps := d :: !deps;
        cur := None
    | _ ->
        if !i < n then begin
          let p = pk.(!i) in
          now := p.arrival;
          if not (s.enqueue p) then drops := p :: !drops;
          incr i
        end);
    start_next ();
    if !i >= n && !cur = None && Sched.is_empty s then continue := false
  done;
  {
    departures = Array.of_list (List.rev !deps);
    dropped = Array.of_list (List.rev !drops);
    end_time = !now;
  }

(* 64-bit FNV-style digest of the service order: identical traces give
   identical digests, and any reordering changes it. *)
let order_digest t =
  Array.fold_left
    (fun h d ->
      let v = Int64.of_int ((d.pkt.Packet.flow lsl 20) lor (d.pkt.seq land 0xFFFFF)) in
      Int64.mul (Int64.logxor h v) Fhash.fnv_prime)
    Fhash.fnv_offset t.departures
