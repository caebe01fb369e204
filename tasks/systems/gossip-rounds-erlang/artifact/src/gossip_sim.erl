%% gossip_sim: synchronous rounds. The coordinator ticks every node, collects
%% the chosen contacts (in node order) and applies them to the state at the
%% start of the round.
-module(gossip_sim).
-export([run/4]).

-define(MAX_ROUNDS, 500).

%% run(Proto, N, Seed, Fanin) -> {Rounds, Messages, InfectedAfterEachRound}
run(Proto, N, Seed, _Opts) ->
    Pids = [gossip_node:start(I, N, Seed) || I <- lists:seq(1, N)],
    Nodes = list_to_tuple(Pids),
    element(1, Nodes) ! infect,
    Infected0 = sets:from_list([1]),
    Result = rounds(Proto, N, Nodes, Infected0, 0, 0, []),
    [P ! {stop, self()} || P <- Pids],
    [receive {stopped, I} -> ok end || I <- lists:seq(1, N)],
    Result.

rounds(_Proto, N, _Nodes, Infected, Round, Msgs, Hist) when Round >= ?MAX_ROUNDS ->
    {Round, Msgs, lists:reverse([sets:size(Infected) | Hist]), N};
rounds(Proto, N, Nodes, Infected, Round, Msgs, Hist) ->
    case sets:size(Infected) of
        N ->
            {Round, Msgs, lists:reverse(Hist)};
        _ ->
            [element(I, Nodes) ! {tick, self(), Proto} || I <- lists:seq(1, N)],
            Actions = [receive {action, I, T} -> {I, T} end || I <- lists:seq(1, N)],
            {New, Sent} = apply_round(Proto, Actions, Infected),
            Newly = sets:subtract(New, Infected),
            [element(I, Nodes) ! infect || I <- sets:to_list(Newly)],
            Size = sets:size(New),
            rounds(Proto, N, Nodes, New, Round + 1, Msgs + Sent, [Size | Hist])
    end.

apply_round(Proto, Actions, Infected) ->
    lists:foldl(fun(A, Acc) -> contact(Proto, A, Infected, Acc) end,
                {Infected, 0}, Actions).

contact(_, {_I, none}, _Start, Acc) ->
    Acc;
contact(push, {_I, T}, _Start, {Set, M}) ->
    {sets:add_element(T, Set), M + 1};
contact(pull, {I, T}, Start, {Set, M}) ->
    case sets:is_element(T, Start) of
        true -> {sets:add_element(I, Set), M + 2};
        false -> {Set, M + 1}
    end;
contact(pushpull, {I, T}, Start, {Set, M}) ->
    case sets:is_element(I, Start) orelse sets:is_element(T, Start) of
        true -> {sets:add_element(T, sets:add_element(I, Set)), M + 2};
        false -> {Set, M + 2}
    end.
