// Dates in file names and headings depend on the zone; pin it.
module.exports = async () => { process.env.TZ = 'UTC'; };
