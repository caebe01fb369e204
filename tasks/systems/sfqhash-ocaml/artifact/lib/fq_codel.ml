(* FQ-CoDel-style discipline (unpublished ablation, experiments/aqm/).

   Flows are hashed into buckets as in SFQ, buckets are served by DRR with a
   new-flows list that has priority over the old-flows list, and each bucket
   runs a CoDel controller on its head packet's sojourn time.  Time is in
   ticks (byte-times), so [target] and [interval] are too.

   The control law uses the integer square root instead of the Newton
   iteration of the reference implementation; drop times therefore differ
   from Linux by a tick here and there.  Not used by Table 2. *)

type codel = {
  mutable dropping : bool;
  mutable first_above : int;  (* 0 = not above target *)
  mutable drop_next : int;
  mutable count : int;
}

type bucket = {
  q : Packet.t Queue.t;
  mutable deficit : int;
  cd : codel;
  mutable listed : bool;
}

let isqrt n =
  if n <= 0 then 0
  else
    let rec go x =
      let y = (x + (n / x)) / 2 in
      if y >= x then x else go y
    in
    go n

let control_law t interval count = t + (interval * 1024 / (isqrt (count * 1024 * 1024) + 1))

let make ~perturb ~buckets ~limit ~quantum ?(target = 5_000) ?(interval = 100_000) ~now
    (w : Workload.t) : Sched.t =
  let layout = Sfq.layout ~perturb ~buckets w in
  let bs =
    Array.init buckets (fun _ ->
        {
          q = Queue.create ();
          deficit = 0;
          cd = { dropping = false; first_above = 0; drop_next = 0; count = 0 };
          listed = false;
        })
  in
  let new_flows = Queue.create () and old_flows = Queue.create () in
  let backlog = ref 0 and drops = ref 0 and codel_drops = ref 0 in
  let enqueue (p : Packet.t) =
    let i = layout.Sfq.bucket_of_flow.(p.flow) in
    let b = bs.(i) in
    if Queue.length b.q >= limit then (incr drops; false)
    else begin
      Queue.push p b.q;
      incr backlog;
      if not b.listed then begin
        b.listed <- true;
        b.deficit <- quantum;
        Queue.push i new_flows
      end;
      true
    end
  in
  (* CoDel dequeue on one bucket: returns the packet to send, dropping
     packets whose sojourn stayed above target for an interval. *)
  let rec codel_dequeue b =
    match Queue.take_opt b.q with
    | None -> None
    | Some p ->
        decr backlog;
        let t = now () in
        let sojourn = t - p.Packet.arrival in
        let c = b.cd in
        let ok_to_drop =
          if sojourn < target || Queue.length b.q = 0 then (c.first_above <- 0; false)
          else if c.first_above = 0 then (c.first_above <- t + interval; false)
          else t >= c.first_above
        in
        if c.dropping then
          if not ok_to_drop then (c.dropping <- false; Some p)
          else if t >= c.drop_next then begin
            incr codel_drops;
            c.count <- c.count + 1;
            c.drop_next <- control_law c.drop_next interval c.count;
            codel_dequeue b
          end else Some p
        else if ok_to_drop then begin
          incr codel_drops;
          c.dropping <- true;
          c.count <- (if c.count > 2 then c.count - 2 else 1);
          c.drop_next <- control_law t interval c.count;
          codel_dequeue b
        end else Some p
  in
  let rec dequeue () =
    let from_new = not (Queue.is_empty new_flows) in
    let lst = if from_new then new_flows else old_flows in
    if Queue.is_empty lst then None
    else
      let i = Queue.peek lst in
      let b = bs.(i) in
      if b.deficit <= 0 then begin
        b.deficit <- b.deficit + quantum;
        ignore (Queue.pop lst);
        Queue.push i old_flows;
        dequeue ()
      end else
        match codel_dequeue b with
        | None ->
            ignore (Queue.pop lst);
            if from_new && not (Queue.is_empty old_flows) then Queue.push i old_flows
            else b.listed <- false;
            dequeue ()
        | Some p ->
            b.deficit <- b.deficit - p.size;
            Some p
  in
  {
    Sched.name = Printf.sprintf "fqcodel-%d" buckets;
    enqueue;
    dequeue;
    backlog = (fun () -> !backlog);
    describe =
      (fun () ->
        [ ("buckets", `Int buckets); ("limit", `Int limit); ("tail_drops", `Int !drops);
          ("codel_drops", `Int !codel_drops); ("target", `Int target);
          ("interval", `Int interval) ]);
  }
