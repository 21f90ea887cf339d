<?php
/**
 * Settings → School Widgets: the school's API base URL (Settings API: options.php checks the
 * nonce and the capability; esc_url_raw cleans the value).
 *
 * @package SchoolWidgets
 */

defined( 'ABSPATH' ) || exit;

add_action( 'admin_init', 'school_widgets_register_settings' );
add_action( 'admin_menu', 'school_widgets_add_settings_page' );
add_filter( 'plugin_action_links_' . plugin_basename( SCHOOL_WIDGETS_FILE ), 'school_widgets_settings_link' );

/**
 * The option, its section and its field.
 */
function school_widgets_register_settings() {
	register_setting(
		'school_widgets',
		SCHOOL_WIDGETS_OPTION,
		array(
			'type'              => 'string',
			'sanitize_callback' => 'school_widgets_sanitize_api_base',
			'default'           => '',
		)
	);
	add_settings_section( 'school_widgets_main', '', 'school_widgets_section_intro', 'school-widgets' );
	add_settings_field(
		'school_widgets_api_base',
		__( 'School API URL', 'school-widgets' ),
		'school_widgets_api_base_field',
		'school-widgets',
		'school_widgets_main',
		array( 'label_for' => 'school_widgets_api_base' )
	);
}

/**
 * Keeps http(s) URLs only, without a trailing slash.
 *
 * @param mixed $value Submitted value.
 * @return string
 */
function school_widgets_sanitize_api_base( $value ) {
	$url = esc_url_raw( trim( (string) $value ), array( 'http', 'https' ) );
	return untrailingslashit( $url );
}

/**
 * The text above the field.
 */
function school_widgets_section_intro() {
	echo '<p>' . esc_html__( 'The address of the school portal\'s API, for example https://portal.school.example/api.', 'school-widgets' ) . '</p>';
}

/**
 * The URL input.
 */
function school_widgets_api_base_field() {
	printf(
		'<input type="url" class="regular-text code" id="school_widgets_api_base" name="%s" value="%s" placeholder="https://portal.school.example/api">',
		esc_attr( SCHOOL_WIDGETS_OPTION ),
		esc_attr( (string) get_option( SCHOOL_WIDGETS_OPTION, '' ) )
	);
}

/**
 * Settings → School Widgets.
 */
function school_widgets_add_settings_page() {
	add_options_page(
		__( 'School Widgets', 'school-widgets' ),
		__( 'School Widgets', 'school-widgets' ),
		'manage_options',
		'school-widgets',
		'school_widgets_settings_page'
	);
}

/**
 * The page: the form, then how to place each widget and what the portal's server needs.
 */
function school_widgets_settings_page() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	$home   = wp_parse_url( home_url() );
	$origin = $home['scheme'] . '://' . $home['host'] . ( isset( $home['port'] ) ? ':' . $home['port'] : '' );
	?>
	<div class="wrap">
		<h1><?php echo esc_html( get_admin_page_title() ); ?></h1>
		<form method="post" action="options.php">
			<?php
			settings_fields( 'school_widgets' );
			do_settings_sections( 'school-widgets' );
			submit_button();
			?>
		</form>
		<h2><?php esc_html_e( 'Placing the widgets', 'school-widgets' ); ?></h2>
		<p><?php esc_html_e( 'Add a block from the "Widgets" group of the block inserter, or a shortcode:', 'school-widgets' ); ?></p>
		<table class="widefat striped" style="max-width: 50rem">
			<thead><tr><th><?php esc_html_e( 'Widget', 'school-widgets' ); ?></th><th><?php esc_html_e( 'Shortcode', 'school-widgets' ); ?></th><th><?php esc_html_e( 'Block', 'school-widgets' ); ?></th></tr></thead>
			<tbody>
			<?php foreach ( school_widgets_definitions() as $key => $definition ) : ?>
				<?php
				$example = '[school_' . $key;
				foreach ( $definition['attributes'] as $name => $spec ) {
					$example .= ' ' . $name . '="' . $spec['default'] . '"';
				}
				$example .= ']';
				?>
				<tr>
					<td><?php echo esc_html( $definition['title'] ); ?></td>
					<td><code><?php echo esc_html( $example ); ?></code></td>
					<td><code><?php echo esc_html( school_widgets_block_name( $key ) ); ?></code></td>
				</tr>
			<?php endforeach; ?>
			</tbody>
		</table>
		<p>
			<?php
			printf(
				/* translators: 1: this site's origin, 2: the environment variable. */
				esc_html__( 'The portal\'s server must accept this site: ask its administrator to add %1$s to %2$s.', 'school-widgets' ),
				'<code>' . esc_html( $origin ) . '</code>',
				'<code>CORS_ORIGINS</code>'
			);
			?>
		</p>
	</div>
	<?php
}

/**
 * A "Settings" link on the Plugins screen.
 *
 * @param string[] $links Action links.
 * @return string[]
 */
function school_widgets_settings_link( $links ) {
	$links[] = sprintf( '<a href="%s">%s</a>', esc_url( admin_url( 'options-general.php?page=school-widgets' ) ), esc_html__( 'Settings', 'school-widgets' ) );
	return $links;
}
