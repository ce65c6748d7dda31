-- wrk script: after each answer, a connection waits the milliseconds given as the script argument
-- before it sends its next request. With 50 connections this is 50 clients working at a steady pace
-- (an offered load), not 50 clients that send again the instant they are answered (a closed loop at
-- the server's limit, where p99 measures the queue rather than the call).
local pause_ms = 10

function init(args)
  pause_ms = tonumber(args[1]) or pause_ms
end

function delay()
  return pause_ms
end
