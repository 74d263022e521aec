SELECT pgboss.create_queue('insight-refresh', '{"policy":"standard"}');
