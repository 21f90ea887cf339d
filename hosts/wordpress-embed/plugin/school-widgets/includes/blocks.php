<?php
/**
 * Dynamic blocks: `school/news`, `school/gallery`, `school/apply`, `school/staff-messages`,
 * `school/testimonials`, rendered on the server by the same code as the shortcodes. The editor
 * script (blocks/editor.js) needs no build step.
 *
 * @package SchoolWidgets
 */

defined( 'ABSPATH' ) || exit;

add_action( 'init', 'school_widgets_register_blocks' );
add_action( 'enqueue_block_editor_assets', 'school_widgets_editor_preview' );

/**
 * Registers the editor script and one dynamic block per widget.
 */
function school_widgets_register_blocks() {
	wp_register_script(
		'school-widgets-editor',
		plugins_url( 'blocks/editor.js', SCHOOL_WIDGETS_FILE ),
		array( 'wp-blocks', 'wp-element', 'wp-components', 'wp-block-editor', 'wp-server-side-render', 'wp-i18n' ),
		SCHOOL_WIDGETS_VERSION,
		true
	);

	$editor_data = array(
		'languages' => school_widgets_languages(),
		'blocks'    => array(),
	);
	foreach ( school_widgets_definitions() as $key => $definition ) {
		$attributes = array( 'lang' => array( 'type' => 'string', 'default' => '' ) );
		foreach ( $definition['attributes'] as $spec ) {
			$attributes[ $spec['block'] ] = array( 'type' => 'number', 'default' => $spec['default'] );
		}
		$name = school_widgets_block_name( $key );
		register_block_type(
			$name,
			array(
				'api_version'     => 2,
				'title'           => $definition['title'],
				'description'     => $definition['description'],
				'category'        => 'widgets',
				'icon'            => $definition['icon'],
				'attributes'      => $attributes,
				'supports'        => array( 'html' => false ),
				'editor_script'   => 'school-widgets-editor',
				'render_callback' => function ( $block_attributes ) use ( $key ) {
					return school_widgets_render_block( $key, is_array( $block_attributes ) ? $block_attributes : array() );
				},
			)
		);
		$editor_data['blocks'][] = array(
			'name'        => $name,
			'title'       => $definition['title'],
			'description' => $definition['description'],
			'icon'        => $definition['icon'],
			'attributes'  => $attributes,
		);
	}
	wp_add_inline_script( 'school-widgets-editor', 'window.schoolWidgetsEditor = ' . wp_json_encode( $editor_data ) . ';', 'before' );
}

/**
 * A block's output: its camelCase attributes mapped to the shortcode names, then rendered.
 *
 * @param string $key        Widget key.
 * @param array  $attributes Block attributes.
 * @return string
 */
function school_widgets_render_block( $key, $attributes ) {
	$definition = school_widgets_definitions()[ $key ];
	$atts       = array( 'lang' => isset( $attributes['lang'] ) ? $attributes['lang'] : '' );
	foreach ( $definition['attributes'] as $name => $spec ) {
		$atts[ $name ] = isset( $attributes[ $spec['block'] ] ) ? $attributes[ $spec['block'] ] : $spec['default'];
	}
	// The block's class names (wp-block-school-news, "Additional CSS class"), already escaped by WordPress.
	$extra = WP_Block_Supports::$block_to_render ? get_block_wrapper_attributes() : '';
	return school_widgets_render( $key, $atts, $extra );
}

/**
 * The editor previews blocks with ServerSideRender; the loader upgrades the elements it inserts.
 */
function school_widgets_editor_preview() {
	wp_enqueue_script( SCHOOL_WIDGETS_HANDLE );
}
