(* Deficit round robin over [n] queues, in the variant used by most software
   routers: a queue joins the tail of the active list with a full quantum of
   credit; the head queue is served while its credit is positive (the credit
   may go negative by at most one packet), and when the credit is used up the
   queue gets another quantum and moves to the tail.  A queue that empties
   leaves the active list and forgets its deficit.

   [classify] maps a packet to its queue.  Per-flow DRR uses the flow index;
   SFQ (sfq.ml) uses a hash bucket. *)

type state = {
  queues : Packet.t Queue.t array;
  deficit : int array;
  active : int Queue.t;
  mutable backlog : int;
  mutable drops : int;
  mutable rounds : int;
}

let create n =
  {
    queues = Array.init n (fun _ -> Queue.create ());
    deficit = Array.make n 0;
    active = Queue.create ();
    backlog = 0;
    drops = 0;
    rounds = 0;
  }

let enqueue st ~limit ~quantum q p =
  let qu = st.queues.(q) in
  if Queue.length qu >= limit then (st.drops <- st.drops + 1; false)
  else begin
    if Queue.is_empty qu then begin
      st.deficit.(q) <- quantum;
      Queue.push q st.active
    end;
    Queue.push p qu;
    st.backlog <- st.backlog + 1;
    true
  end

let rec dequeue st ~quantum =
  if Queue.is_empty st.active then None
  else
    let q = Queue.peek st.active in
    if st.deficit.(q) <= 0 then begin
      st.deficit.(q) <- st.deficit.(q) + quantum;
      Queue.push (Queue.pop st.active) st.active;
      st.rounds <- st.rounds + 1;
      dequeue st ~quantum
    end else begin
      let p = Queue.pop st.queues.(q) in
      st.deficit.(q) <- st.deficit.(q) - p.Packet.size;
      st.backlog <- st.backlog - 1;
      if Queue.is_empty st.queues.(q) then ignore (Queue.pop st.active);
      Some p
    end

let occupied st =
  Array.fold_left (fun n q -> if Queue.is_empty q then n else n + 1) 0 st.queues

let make_generic ~name ~n ~limit ~quantum ~classify ~extra : Sched.t =
  let st = create n in
  {
    Sched.name;
    enqueue = (fun p -> enqueue st ~limit ~quantum (classify p) p);
    dequeue = (fun () -> dequeue st ~quantum);
    backlog = (fun () -> st.backlog);
    describe =
      (fun () ->
        [ ("queues", `Int n); ("limit", `Int limit); ("quantum", `Int quantum);
          ("drops", `Int st.drops); ("rotations", `Int st.rounds) ]
        @ extra ());
  }

(* Ideal per-flow DRR: one queue per flow, no collisions. *)
let make ~flows ~limit ~quantum =
  make_generic ~name:"drr" ~n:flows ~limit ~quantum
    ~classify:(fun p -> p.Packet.flow)
    ~extra:(fun () -> [])
