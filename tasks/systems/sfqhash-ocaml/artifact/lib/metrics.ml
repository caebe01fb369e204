(* The figures of Table 2, computed from a simulation trace.

   - jain: Jain's index over the bytes each elephant delivered in the
     measurement window [warmup, horizon] (packets served entirely inside);
   - mice_p99: 99th percentile (nearest rank) of the queueing delay, in
     ticks, of mouse packets that arrived in the window and were served;
   - mice_drop_pct: percentage of mouse packets arriving in the window that
     were dropped;
   - drops: all packets dropped during the run;
   - utilisation: window bytes / window length;
   - digest: order digest of the complete service sequence. *)

type row = {
  sched : string;
  jain : float;
  eleph_min_share : float;  (* worst elephant / fair share of elephants' bytes *)
  mice_p99 : int;
  mice_mean : float;
  mice_drop_pct : float;
  drops : int;
  utilisation : float;
  digest : int64;
  facts : (string * Yojson.Safe.t) list;
}

let compute (c : Config.t) (w : Workload.t) (s : Sched.t) (t : Sim.trace) =
  let nflows = Array.length w.flows in
  let delivered = Array.make nflows 0 in
  let win_bytes = ref 0 in
  let mice_delays = ref [] in
  Array.iter
    (fun (d : Sim.departure) ->
      let p = d.pkt in
      if d.start >= c.warmup && d.finish <= c.horizon then begin
        delivered.(p.flow) <- delivered.(p.flow) + p.size;
        win_bytes := !win_bytes + p.size
      end;
      if (not (Workload.is_elephant w p.flow)) && p.arrival >= c.warmup then
        mice_delays := (d.start - p.arrival) :: !mice_delays)
    t.departures;
  let eleph =
    Array.of_list
      (List.filter_map
         (fun (f : Workload.flow) ->
           if f.cls = Workload.Elephant then Some delivered.(f.id) else None)
         (Array.to_list w.flows))
  in
  let mice_arr = ref 0 and mice_drop = ref 0 in
  Array.iter
    (fun (p : Packet.t) ->
      if (not (Workload.is_elephant w p.flow)) && p.arrival >= c.warmup then incr mice_arr)
    w.packets;
  Array.iter
    (fun (p : Packet.t) ->
      if (not (Workload.is_elephant w p.flow)) && p.arrival >= c.warmup then incr mice_drop)
    t.dropped;
  let lo, _ = Stats.min_max eleph in
  let fair = float_of_int (Stats.sum_int eleph) /. float_of_int (Array.length eleph) in
  {
    sched = s.name;
    jain = Stats.jain eleph;
    eleph_min_share = (if fair > 0.0 then float_of_int lo /. fair else 0.0);
    mice_p99 = Stats.percentile_int 99 !mice_delays;
    mice_mean = Stats.mean_int !mice_delays;
    mice_drop_pct = Stats.pct !mice_drop !mice_arr;
    drops = Array.length t.dropped;
    utilisation = float_of_int !win_bytes /. float_of_int (c.horizon - c.warmup);
    digest = Sim.order_digest t;
    facts = s.describe ();
  }

let to_json r : Yojson.Safe.t =
  `Assoc
    ([
       ("scheduler", `String r.sched);
       ("jain", `Float r.jain);
       ("eleph_min_share", `Float r.eleph_min_share);
       ("mice_p99_delay", `Int r.mice_p99);
       ("mice_mean_delay", `Float r.mice_mean);
       ("mice_drop_pct", `Float r.mice_drop_pct);
       ("drops", `Int r.drops);
       ("utilisation", `Float r.utilisation);
       ("digest", `String (Fhash.to_hex r.digest));
     ]
    @ r.facts)
