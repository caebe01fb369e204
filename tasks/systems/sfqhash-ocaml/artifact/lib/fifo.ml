(* Single shared tail-drop FIFO: the baseline every router starts with. *)

let make ~limit : Sched.t =
  let q = Queue.create () in
  let drops = ref 0 in
  {
    Sched.name = "fifo";
    enqueue =
      (fun p ->
        if Queue.length q >= limit then (incr drops; false)
        else (Queue.push p q; true));
    dequeue = (fun () -> Queue.take_opt q);
    backlog = (fun () -> Queue.length q);
    describe = (fun () -> [ ("limit", `Int limit); ("tail_drops", `Int !drops) ]);
  }
